import { BooleanInput, FormDataConsumer, TextInput, maxLength, required } from 'react-admin';

/** The fields of a unit or sub-unit; the legal entity's fields show when it is one. */
export const UnitFormFields = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="type" validate={maxLength(50)} helperText="app.companies.units.type_help" />
    <BooleanInput source="legal_entity" />
    <FormDataConsumer<{ legal_entity?: boolean }>>
      {({ formData }) =>
        formData.legal_entity === true && (
          <>
            <TextInput source="legal_name" validate={maxLength(200)} fullWidth />
            <TextInput source="vat_number" validate={maxLength(30)} />
            <TextInput source="street_address" validate={maxLength(200)} fullWidth />
            <TextInput source="postcode" validate={maxLength(20)} />
            <TextInput source="city" validate={maxLength(100)} />
            <TextInput source="contact_name" validate={maxLength(200)} fullWidth />
            <BooleanInput source="visible_to_everyone" />
          </>
        )
      }
    </FormDataConsumer>
  </>
);
