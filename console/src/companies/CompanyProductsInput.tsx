import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minValue,
  number,
} from 'react-admin';

/**
 * The company's products (administration document section 3): each catalogue product the company
 * has, whether it is selected or disabled, and the company's own data for it. The server checks
 * that one is selected and that an enabled product has the data it needs; its errors show here.
 */
export const CompanyProductsInput = () => (
  <ArrayInput source="products" label={false}>
    <SimpleFormIterator
      inline
      disableAdd
      disableRemove
      disableReordering
      disableClear
      getItemLabel={false}
    >
      <TextInput source="name" readOnly helperText={false} />
      <BooleanInput source="is_selected" helperText={false} />
      <BooleanInput source="is_disabled" helperText={false} />
      <TextInput source="external_id" validate={maxLength(100)} helperText={false} />
      <NumberInput
        source="number_of_test_kits"
        validate={[number(), minValue(0)]}
        helperText={false}
      />
      <NumberInput source="number_of_calls" validate={[number(), minValue(0)]} helperText={false} />
      <NumberInput
        source="unit_price"
        validate={[number(), minValue(0)]}
        helperText="app.companies.unit_price_help"
      />
    </SimpleFormIterator>
  </ArrayInput>
);
