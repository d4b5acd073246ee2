import {
  BooleanInput,
  CheckboxGroupInput,
  TextInput,
  maxLength,
  required,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { COMPANY_TYPES } from './company-record';

/** The fields create and edit share; the server's validation errors show on them too. */
export const CompanyFormFields = () => {
  const translate = useTranslate();
  // Only an administrator decides whether the company's staff must use e-ID (the API agrees).
  const { permissions } = usePermissions<ConsolePermissions>();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="email_domain" helperText="app.companies.email_domain_help" fullWidth />
      <BooleanInput source="system_company" />
      <BooleanInput
        source="require_eid_for_staff"
        helperText="app.companies.require_eid_for_staff_help"
        disabled={permissions?.role !== 'admin'}
      />
      <CheckboxGroupInput
        source="types"
        choices={COMPANY_TYPES.map((type) => ({
          id: type,
          name: translate(`app.companies.types.${type}`),
        }))}
      />
      <TextInput source="address.street" validate={maxLength(200)} fullWidth />
      <TextInput source="address.postcode" validate={maxLength(20)} />
      <TextInput source="address.city" validate={maxLength(100)} />
      <TextInput source="address.country" helperText="app.companies.country_help" />
    </>
  );
};
