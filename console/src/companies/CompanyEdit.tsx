import { Edit, SimpleForm } from 'react-admin';
import { RequireAccess } from '../layout/RequireAccess';
import { CompanyFormFields } from './CompanyFormFields';

/** Edits the company's own fields; its products round-trip unchanged. */
export const CompanyEdit = () => (
  <RequireAccess requirement={{ permission: 'company.read' }}>
    <Edit resource="companies" mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <CompanyFormFields />
      </SimpleForm>
    </Edit>
  </RequireAccess>
);
