import { CheckboxGroupInput, Create, SimpleForm, required, useGetList } from 'react-admin';
import { CompanyFormFields } from './CompanyFormFields';
import { type CompanyCreateForm, toCreateBody } from './company-record';

/** The catalogue's products; a new company must start with at least one. */
const ProductsInput = () => {
  const { data = [] } = useGetList<{ id: number; name: string }>('products', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  return (
    <CheckboxGroupInput
      source="selected_products"
      choices={data}
      validate={required()}
      row={false}
    />
  );
};

export const CompanyCreate = () => (
  <Create
    resource="companies"
    redirect="list"
    transform={(form: CompanyCreateForm) => toCreateBody(form)}
  >
    <SimpleForm defaultValues={{ system_company: false, types: [], address: { country: 'SE' } }}>
      <CompanyFormFields />
      <ProductsInput />
    </SimpleForm>
  </Create>
);
