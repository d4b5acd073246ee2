import { BooleanField, NumberField, ReferenceField, TextField } from 'react-admin';
import { SearchableList } from '../layout/SearchableList';
import { ReportsTabs } from './ReportsTabs';

/** Report templates, searchable by name, sorted by name; the reference templates a tab away. */
export const ReportTemplateList = () => (
  <>
    <ReportsTabs current="report-templates" />
    <SearchableList
      resource="report-templates"
      addLabel="app.reports.add"
      storeKey="report-templates.list"
    >
      <TextField source="name" />
      <ReferenceField source="test_id" reference="tests" link={false} sortable />
      <BooleanField source="visible_to_client" />
      <NumberField source="elements_count" />
    </SearchableList>
  </>
);
