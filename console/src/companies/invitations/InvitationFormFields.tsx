import { Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Labeled,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useGetList,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type CompanyRecord } from '../company-record';
import { type UnitRecord, unitTree } from '../units/unit-record';
import {
  COMPANY_ROLE_CHOICES,
  INVITEE_GRANT_CHOICES,
  invitationValidation,
  PLATFORM_ROLES,
} from './invitation-record';
import { PermissionsInput } from './PermissionsInput';

/** The company's services an invitation may carry: selected and not disabled, by code. */
const ProductsInput = ({ companyUuid }: { companyUuid: string }) => {
  const { data: company } = useGetOne<CompanyRecord>('companies', { id: companyUuid });
  const choices = (company?.products ?? [])
    .filter((product) => product.is_selected && !product.is_disabled)
    .map((product) => ({ id: product.code, name: product.name }));
  return (
    <CheckboxGroupInput
      source="products"
      choices={choices}
      validate={invitationValidation.products}
      row={false}
    />
  );
};

/** The company's units in tree order, a sub-unit indented under its unit. */
const UnitInput = ({ companyUuid }: { companyUuid: string }) => {
  const { data = [] } = useGetList<UnitRecord>('company-units', {
    filter: { company_id: companyUuid },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const choices = unitTree(data).map(({ unit, depth }) => ({
    id: unit.id,
    name: `${'\u2003'.repeat(depth)}${unit.name}`,
  }));
  return (
    <SelectInput
      source="unit_uuid"
      choices={choices}
      emptyText="app.companies.invitations.no_unit"
    />
  );
};

/**
 * The personal number's input; for an invited account with protected identity the words
 * "Skyddad identitet" (the server sends no number; a save leaves it as it is).
 */
const NationalIdInput = () => {
  const record = useRecordContext<{ protected_identity?: boolean }>();
  const translate = useTranslate();
  if (record?.protected_identity) {
    return (
      <Labeled label="resources.users.fields.national_id">
        <Typography component="span" variant="body2">
          {translate('app.users.protected_identity')}
        </Typography>
      </Labeled>
    );
  }
  return (
    <TextInput
      source="national_id"
      validate={invitationValidation.national_id}
      helperText="app.companies.invitations.national_id_help"
    />
  );
};

/**
 * The invitation form (section 5 rules): the person, their language and role, the unit, the
 * company role, the grants and the services. The server's errors show under the same inputs.
 */
export const InvitationFormFields = ({ companyUuid }: { companyUuid: string }) => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="first_name" validate={invitationValidation.first_name} />
      <TextInput source="last_name" validate={invitationValidation.last_name} />
      <TextInput source="email" type="email" validate={invitationValidation.email} fullWidth />
      <TextInput source="phone" validate={invitationValidation.phone} />
      <NationalIdInput />
      <SelectInput
        source="default_lang"
        choices={[
          { id: 'sv', name: 'Svenska' },
          { id: 'en', name: 'English' },
        ]}
      />
      <SelectInput
        source="role"
        choices={PLATFORM_ROLES.map((role) => ({ id: role, name: translate(`app.roles.${role}`) }))}
      />
      <UnitInput companyUuid={companyUuid} />
      <RadioButtonGroupInput
        source="company_role"
        choices={COMPANY_ROLE_CHOICES.map((role) => ({
          id: role,
          name: translate(`app.companies.company_roles.${role}`),
        }))}
      />
      <ProductsInput companyUuid={companyUuid} />
      <PermissionsInput
        choices={INVITEE_GRANT_CHOICES}
        validate={invitationValidation.permissions}
      />
    </>
  );
};
