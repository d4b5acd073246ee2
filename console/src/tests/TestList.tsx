import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PageFromPath } from '../reports/PageFromPath';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="app.tests.add" />
    <ExportButton />
  </TopToolbar>
);

/** Tests (questionnaires), searchable by name or code, sorted by name. */
export const TestList = () => (
  <List
    resource="tests"
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={<Actions />}
    storeKey="tests.list"
  >
    <PageFromPath />
    <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="description" sortable={false} />
    </Datagrid>
  </List>
);
