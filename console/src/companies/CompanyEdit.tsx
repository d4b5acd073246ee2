import { Edit, SimpleForm } from 'react-admin';
import { CompanyFormFields } from './CompanyFormFields';

/** Edits the company's own fields; its products round-trip unchanged. */
export const CompanyEdit = () => (
  <Edit resource="companies" mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <CompanyFormFields />
    </SimpleForm>
  </Edit>
);
