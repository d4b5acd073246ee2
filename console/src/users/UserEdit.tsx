import { ROLES } from '@sinnro/access';
import { Alert, Box, Button as MuiButton, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  Link,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextInput,
  TopToolbar,
  useGetRecordId,
  useRecordContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { UserSubscriptionsPanel } from '../user-subscriptions/UserSubscriptionsPanel';
import { BlockButton } from './BlockButton';
import { DataExportButton, EraseAccountButton } from './GdprButtons';
import { type ManagedUser } from './console-api';
import { ImpersonateButton } from './ImpersonateButton';
import { ProtectedNationalId, type ProtectedIdentityRecord } from './ProtectedIdentity';
import { HC_EDIT_TEMP_PATH } from './user-paths';
import { LANGUAGE_CHOICES, USER_RULES } from './user-validation';

const EditActions = ({ role }: { role: string }) => {
  const id = useGetRecordId();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ImpersonateButton />
      <BlockButton />
      <DataExportButton />
      <EraseAccountButton />
      {role === 'admin' && <ShowButton />}
      {role === 'hc' && (
        <MuiButton
          size="small"
          component={Link}
          to={HC_EDIT_TEMP_PATH.replace(':id', encodeURIComponent(String(id)))}
        >
          {translate('app.users.temp.link')}
        </MuiButton>
      )}
    </TopToolbar>
  );
};

/**
 * A new e-mail waits for the new address to confirm it (the answer of a save keeps `email` and
 * names the new address in `pending_email`): say so, or the form seems to have dropped it.
 */
const PendingEmailNotice = () => {
  const record = useRecordContext<ManagedUser & { pending_email?: string | null }>();
  const translate = useTranslate();
  const pending = record?.pending_email;
  if (!pending) return null;
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      {translate('app.users.pending_email', { email: pending })}
    </Alert>
  );
};

/**
 * The personal number's input, or for a person with protected identity the words "Skyddad
 * identitet" (the server sends no number; a save leaves the stored one as it is).
 */
const NationalIdInput = () => {
  const record = useRecordContext<ProtectedIdentityRecord>();
  if (record?.protected_identity) return <ProtectedNationalId />;
  return <TextInput source="national_id" validate={USER_RULES.national_id} />;
};

/** The user's program subscriptions under the form, for the health coach (admins have a tab). */
const SubscriptionsBelow = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.users.tabs.subscriptions')}
      </Typography>
      <UserSubscriptionsPanel />
    </Box>
  );
};

/**
 * /users/edit/{id} (admin) and /hc/users/edit/{id}: a user's names, contact details, national id
 * and language; admins also the role and the protected identity switch ("Skyddad identitet").
 * The server's field errors show under the inputs.
 */
export const UserEdit = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<ConsolePermissions>();
  const role = permissions?.role ?? 'hc';
  return (
    <Edit<ManagedUser>
      mutationMode="pessimistic"
      redirect={false}
      actions={<EditActions role={role} />}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="first_name" validate={USER_RULES.first_name} />
        <TextInput source="last_name" validate={USER_RULES.last_name} />
        <TextInput source="email" type="email" validate={USER_RULES.email} />
        <PendingEmailNotice />
        <TextInput source="phone" validate={USER_RULES.phone_optional} />
        <NationalIdInput />
        <SelectInput source="default_lang" choices={LANGUAGE_CHOICES} />
        {role === 'admin' && (
          <SelectInput
            source="role"
            choices={ROLES.map((each) => ({ id: each, name: translate(`app.roles.${each}`) }))}
          />
        )}
        {role === 'admin' && (
          <BooleanInput
            source="protected_identity"
            helperText="app.users.protected_identity_help"
          />
        )}
      </SimpleForm>
      {role === 'hc' && <SubscriptionsBelow />}
    </Edit>
  );
};
