import { TextField } from 'react-admin';
import { SearchableList } from '../layout/SearchableList';

/** Tests (questionnaires), searchable by name or code, sorted by name. */
export const TestList = () => (
  <SearchableList resource="tests" addLabel="app.tests.add" storeKey="tests.list">
    <TextField source="name" />
    <TextField source="code" />
    <TextField source="description" sortable={false} />
  </SearchableList>
);
