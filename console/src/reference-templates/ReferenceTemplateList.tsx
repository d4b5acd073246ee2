import { NumberField, TextField } from 'react-admin';
import { SearchableList } from '../layout/SearchableList';
import { ReportsTabs } from '../reports/ReportsTabs';

/** Reference templates, searchable by name, sorted by name; beside the report templates. */
export const ReferenceTemplateList = () => (
  <>
    <ReportsTabs current="reference-templates" />
    <SearchableList
      resource="reference-templates"
      addLabel="app.reference-templates.add"
      storeKey="reference-templates.list"
    >
      <TextField source="name" />
      <NumberField source="intervals_count" sortable />
    </SearchableList>
  </>
);
