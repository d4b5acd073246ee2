import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ReportsTabs } from '../reports/ReportsTabs';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="app.reference-templates.add" />
    <ExportButton />
  </TopToolbar>
);

/** Reference templates, searchable by name, sorted by name; beside the report templates. */
export const ReferenceTemplateList = () => (
  <>
    <ReportsTabs current="reference-templates" />
    <List
      resource="reference-templates"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      storeKey="reference-templates.list"
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <TextField source="name" />
        <NumberField source="intervals_count" sortable />
      </Datagrid>
    </List>
  </>
);
