import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  Edit,
  Loading,
  SimpleForm,
  useGetList,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import {
  type CatalogueProduct,
  type CompanyRecord,
  type EditorProduct,
  productsToSave,
  withCatalogue,
} from './company-record';
import { CompanyFormFields } from './CompanyFormFields';
import { CompanyProductsInput } from './CompanyProductsInput';
import { CompanyWorkspace } from './CompanyWorkspace';

const SectionTitle = ({ label, divider = false }: { label: string; divider?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      {divider && <Divider flexItem sx={{ my: 2 }} />}
      <Typography variant="h6" component="h2">
        {translate(label)}
      </Typography>
    </>
  );
};

/**
 * The company editor: its details and its products (with the catalogue's business products it
 * lacks, to add) in one form (saved with PUT; the server's
 * field errors show under the inputs), under the tabs of the company's other screens.
 */
export const CompanyEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const catalogue = useGetList<CatalogueProduct>('products', {
    filter: { type: 'business' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  if (catalogue.isPending) return <Loading />;
  const offered = catalogue.data ?? [];
  return (
    <CompanyWorkspace companyUuid={id} tab="details">
      <Edit
        resource="companies"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title=" "
        mutationOptions={{ onSuccess: () => notify('app.companies.updated', { type: 'success' }) }}
        queryOptions={{
          select: (company: CompanyRecord) => ({
            ...company,
            products: withCatalogue(company.products ?? [], offered),
          }),
        }}
        transform={(company: CompanyRecord & { products?: EditorProduct[] }) => ({
          ...company,
          products: productsToSave(company.products ?? []),
        })}
      >
        <SimpleForm warnWhenUnsavedChanges>
          <SectionTitle label="app.companies.sections.details" />
          <CompanyFormFields />
          <SectionTitle label="app.companies.sections.products" divider />
          <CompanyProductsInput />
        </SimpleForm>
      </Edit>
    </CompanyWorkspace>
  );
};
