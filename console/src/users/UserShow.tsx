import {
  EditButton,
  EmailField,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../layout/FormattedFields';
import { AccessLogPanel } from '../access-log/AccessLogPanel';
import { UserSubscriptionsPanel } from '../user-subscriptions/UserSubscriptionsPanel';
import { BlockButton } from './BlockButton';
import { DataExportButton, EraseAccountButton } from './GdprButtons';
import { type ManagedUser } from './console-api';
import { ImpersonateButton } from './ImpersonateButton';
import { NationalIdText } from './ProtectedIdentity';

const ShowActions = () => (
  <TopToolbar>
    <ImpersonateButton />
    <BlockButton />
    <DataExportButton />
    <EraseAccountButton />
    <EditButton />
  </TopToolbar>
);

/**
 * /users/{id}: one user for admins, in tabs: their details, their program subscriptions and who
 * read or changed their data (the access log, for holders of access-log read). No user
 * documents: the specification shows them to the employer only. A person with protected identity
 * shows "Skyddad identitet" where the personal number would be (the server sends none).
 */
export const UserShow = () => {
  const translate = useTranslate();
  const { canAccess: mayReadLog } = useCanAccess({ resource: 'users', action: 'access_log' });
  return (
    <Show<ManagedUser> actions={<ShowActions />}>
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="app.users.tabs.details">
          <TextField source="first_name" />
          <TextField source="last_name" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="–" />
          <FunctionField source="national_id" render={() => <NationalIdText />} />
          <FunctionField<ManagedUser>
            source="role"
            render={(record) => translate(`app.roles.${record.role}`, { _: record.role })}
          />
          <FunctionField<ManagedUser>
            source="default_lang"
            render={(record) => (record.default_lang === 'en' ? 'English' : 'Svenska')}
          />
          <FunctionField<ManagedUser>
            source="health_coach"
            render={(record) =>
              record.health_coach
                ? `${record.health_coach.first_name} ${record.health_coach.last_name}`
                : '–'
            }
          />
          <FunctionField<ManagedUser>
            source="companies"
            render={(record) => record.companies.map((company) => company.name).join(', ') || '–'}
          />
          <LocalDateField source="activated_at" showTime emptyText="–" />
          <LocalDateField source="blocked_at" showTime emptyText="–" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.users.tabs.subscriptions">
          <UserSubscriptionsPanel />
        </TabbedShowLayout.Tab>
        {mayReadLog === true && (
          <TabbedShowLayout.Tab label="app.users.tabs.access_log">
            <AccessLogPanel />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
};
