import {
  BooleanInput,
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { choicesOf, MODULE_TYPES } from './module-choices';

/** A module's fields; an assessment also has its test and the days between runs. */
export const ModuleFormFields = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(300)]} fullWidth />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <SelectInput
      source="type"
      choices={choicesOf(MODULE_TYPES, 'app.modules.types')}
      validate={required()}
      defaultValue="module"
    />
    <TextInput source="category" validate={maxLength(80)} />
    <FormDataConsumer<{ type?: string }>>
      {({ formData }) =>
        formData.type === 'assessment' ? (
          <>
            <ReferenceInput source="test_id" reference="tests">
              <SelectInput optionText="name" validate={required()} />
            </ReferenceInput>
            <NumberInput source="iteration_days" validate={[required(), minValue(1)]} step={1} />
          </>
        ) : null
      }
    </FormDataConsumer>
    <BooleanInput source="is_published" />
    <BooleanInput source="chat_available" />
    <BooleanInput source="billable" />
    <BooleanInput source="suggested" />
    <BooleanInput source="repeatable" />
  </>
);
