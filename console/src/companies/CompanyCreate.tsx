import {
  CheckboxGroupInput,
  Create,
  SimpleForm,
  required,
  useGetList,
  useNotify,
  useRedirect,
} from 'react-admin';
import { CompanyFormFields } from './CompanyFormFields';
import { type CompanyCreateForm, toCreateBody } from './company-record';

/** The catalogue's business products; a new company must start with at least one. */
const ProductsInput = () => {
  const { data = [] } = useGetList<{ id: number; name: string }>('products', {
    filter: { type: 'business' },
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

/** After saving: "Saved successfully" and the new company's editor. */
export const CompanyCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="companies"
      transform={(form: CompanyCreateForm) => toCreateBody(form)}
      mutationOptions={{
        onSuccess: (company: { id: string }) => {
          notify('app.companies.saved', { type: 'success' });
          redirect('edit', 'companies', company.id);
        },
      }}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{ system_company: false, types: [], address: { country: 'SE' } }}
      >
        <CompanyFormFields />
        <ProductsInput />
      </SimpleForm>
    </Create>
  );
};
