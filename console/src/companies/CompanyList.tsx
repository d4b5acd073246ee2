import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { RequireAccess, useCanAccess } from '../layout/RequireAccess';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const CompanyListActions = () => {
  const canCreate = useCanAccess({ permission: 'company.create' });
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
};

/** Companies in the caller's scope, searchable by name, sorted by name. */
export const CompanyList = () => (
  <RequireAccess requirement={{ permission: 'company.read' }}>
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
  </RequireAccess>
);
