import {
  BooleanField,
  BulkExportButton,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PageInPath } from '../routing/PageInPath';
import { csvExporter } from '../layout/csv-exporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// CreateButton shows itself only when the authProvider's canAccess allows 'create'.
const CompanyListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** The server deletes no company: the selection can be exported only. */
const CompanyBulkActions = () => <BulkExportButton />;

/**
 * Companies in the caller's scope, searchable by name, sorted by name. /companies/list/{pageNo}
 * opens that page, and paging keeps the path in step.
 */
export const CompanyList = () => (
  <List
    resource="companies"
    exporter={csvExporter}
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={<CompanyListActions />}
  >
    <PageInPath />
    <Datagrid bulkActionButtons={<CompanyBulkActions />} rowClick="edit">
      <TextField source="name" />
      <TextField source="email_domain" />
      <TextField source="address.city" sortable={false} />
      <BooleanField source="system_company" />
    </Datagrid>
  </List>
);
