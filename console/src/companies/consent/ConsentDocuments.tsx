import AddIcon from '@mui/icons-material/Add';
import {
  BooleanField,
  BulkExportButton,
  Button,
  Create,
  Datagrid,
  Edit,
  ExportButton,
  Labeled,
  Link,
  List,
  NullableBooleanInput,
  NumberField,
  SimpleForm,
  TextField,
  TopToolbar,
  useLocaleState,
  useNotify,
  useParams,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../formatted-fields';
import { csvExporter } from '../csv-export';
import { useCanResource } from '../company-access';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { ConsentDocumentFields } from './ConsentDocumentFields';

const filters = [<NullableBooleanInput key="active" source="active" />];

/** /companies/consent-documents/{company_uuid}: the company's consent documents. */
export const ConsentDocuments = () => {
  const { company_uuid: companyUuid = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canCreate = useCanResource('consent-documents', 'create');
  const canEdit = useCanResource('consent-documents', 'edit');
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="consent"
      title={translate('app.companies.consent.title')}
    >
      <List
        resource="consent-documents"
        exporter={csvExporter}
        title=" "
        filter={{ company_uuid: companyUuid }}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        disableSyncWithLocation
        empty={false}
        actions={
          <TopToolbar>
            {canCreate && (
              <Button
                component={Link}
                to={companyPath('consentDocumentAdd', { company_uuid: companyUuid })}
                label="ra.action.create"
              >
                <AddIcon />
              </Button>
            )}
            <ExportButton />
          </TopToolbar>
        }
      >
        <Datagrid
          bulkActionButtons={<BulkExportButton />}
          rowClick={(id) =>
            canEdit
              ? companyPath('consentDocumentEdit', {
                  company_uuid: companyUuid,
                  consent_document_uuid: String(id),
                })
              : false
          }
        >
          <TextField
            source={locale === 'en' ? 'title.en' : 'title.sv'}
            label="resources.consent-documents.fields.title_column"
          />
          <NumberField source="version" />
          <BooleanField source="active" />
          <LocalDateField source="updated_at" />
        </Datagrid>
      </List>
    </CompanyWorkspace>
  );
};

/** /companies/consent-documents/add/{company_uuid}: a new consent document of the company. */
export const ConsentDocumentCreate = () => {
  const { company_uuid: companyUuid = '' } = useParams();
  const translate = useTranslate();
  const back = companyPath('consentDocuments', { company_uuid: companyUuid });
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="consent"
      title={translate('app.companies.consent.add')}
    >
      <Create
        resource="consent-documents"
        title=" "
        transform={(form: object) => ({ ...form, company_uuid: companyUuid })}
        redirect={() => back}
      >
        <SimpleForm warnWhenUnsavedChanges defaultValues={{ active: true }}>
          <ConsentDocumentFields />
        </SimpleForm>
      </Create>
    </CompanyWorkspace>
  );
};

/**
 * /companies/consent-documents/edit/{company_uuid}/{consent_document_uuid}: a changed title or
 * text makes a new version the users accept again; a document is switched off, never deleted.
 */
export const ConsentDocumentEdit = () => {
  const { company_uuid: companyUuid = '', consent_document_uuid: documentUuid = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const back = companyPath('consentDocuments', { company_uuid: companyUuid });
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="consent"
      title={translate('app.companies.consent.edit')}
    >
      <Edit
        resource="consent-documents"
        id={documentUuid}
        title=" "
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            notify('app.companies.consent.saved');
            redirect(back);
          },
        }}
      >
        <SimpleForm warnWhenUnsavedChanges>
          <Labeled>
            <NumberField source="version" />
          </Labeled>
          <ConsentDocumentFields />
        </SimpleForm>
      </Edit>
    </CompanyWorkspace>
  );
};
