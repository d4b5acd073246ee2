import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  NumberField,
  ReferenceField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PageFromPath } from './PageFromPath';
import { ReportsTabs } from './ReportsTabs';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="app.reports.add" />
    <ExportButton />
  </TopToolbar>
);

/** Report templates, searchable by name, sorted by name; the reference templates a tab away. */
export const ReportTemplateList = () => (
  <>
    <ReportsTabs current="report-templates" />
    <List
      resource="report-templates"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      storeKey="report-templates.list"
    >
      <PageFromPath />
      <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <TextField source="name" />
        <ReferenceField source="test_id" reference="tests" link={false} sortable />
        <BooleanField source="visible_to_client" />
        <NumberField source="elements_count" />
      </Datagrid>
    </List>
  </>
);
