import { Edit, SimpleForm } from 'react-admin';
import { ProgramFormFields } from './ProgramFormFields';

/** Edits a program's fields; the record's language decides which texts are saved. */
export const ProgramEdit = () => (
  <Edit resource="programs" mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <ProgramFormFields />
    </SimpleForm>
  </Edit>
);
