import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// CreateButton shows itself only when the authProvider's canAccess allows 'create'.
const CompanyListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** Companies in the caller's scope, searchable by name, sorted by name. */
export const CompanyList = () => (
  <List
    resource="companies"
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={<CompanyListActions />}
  >
    <Datagrid bulkActionButtons={false} rowClick="edit">
      <TextField source="name" />
      <TextField source="email_domain" sortable={false} />
      <BooleanField source="system_company" sortable={false} />
    </Datagrid>
  </List>
);
