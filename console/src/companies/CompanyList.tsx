import {
  BooleanField,
  BulkExportButton,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  Navigate,
  SearchInput,
  TextField,
  TopToolbar,
  useParams,
} from 'react-admin';

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
 * opens that page (react-admin keeps the page in the query).
 */
export const CompanyList = () => {
  const { pageNo } = useParams();
  if (pageNo !== undefined && /^[1-9]\d*$/.test(pageNo)) {
    return <Navigate to={`/companies/list?page=${pageNo}`} replace />;
  }
  return (
    <List
      resource="companies"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<CompanyListActions />}
    >
      <Datagrid bulkActionButtons={<CompanyBulkActions />} rowClick="edit">
        <TextField source="name" />
        <TextField source="email_domain" />
        <TextField source="address.city" sortable={false} />
        <BooleanField source="system_company" />
      </Datagrid>
    </List>
  );
};
