import { ROLES } from '@sinnro/access';
import { Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EmailField,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { CanAccessResource } from '../layout/CanAccessResource';
import { PageInPath } from '../routing/PageInPath';
import { type ConsolePermissions } from '../providers/access';
import { ImpersonateButton } from './ImpersonateButton';
import { ProtectedIdentityChip } from './ProtectedIdentity';
import { userPath } from './user-paths';
import { type UserRow } from './user-row';
import { csvExporter } from '../layout/csv-exporter';

const RoleFilter = () => {
  const translate = useTranslate();
  return (
    <SelectInput
      source="role"
      choices={ROLES.map((role) => ({ id: role, name: translate(`app.roles.${role}`) }))}
    />
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn />, <RoleFilter key="role" />];

const ListActions = ({ role }: { role: string }) => {
  const createPath = userPath(role, 'create');
  return (
    <TopToolbar>
      {createPath !== null && (
        <CanAccessResource resource="users" action="create">
          <CreateButton to={createPath} />
        </CanAccessResource>
      )}
      <ExportButton />
    </TopToolbar>
  );
};

/**
 * Every user the caller may see (admin: /admin/users/list, hc: /hc/users/list), searchable by
 * name or e-mail and filterable by role, sorted by last name, exportable as CSV. A row opens the
 * user (admin) or their edit form (hc). Inside a page that sets its own title, pass
 * `title={false}`: two titles would run together in the app bar.
 */
export const UserList = ({ title }: { title?: false }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<ConsolePermissions>();
  const role = permissions?.role ?? 'admin';
  const openView = role === 'admin' ? 'show' : 'edit';
  return (
    <List
      resource="users"
      exporter={csvExporter}
      title={title}
      filters={filters}
      sort={{ field: 'last_name', order: 'ASC' }}
      perPage={25}
      actions={<ListActions role={role} />}
    >
      <PageInPath />
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => userPath(role, openView, { id }) ?? false}
      >
        <TextField source="first_name" />
        <TextField source="last_name" />
        <EmailField source="email" onClick={(event) => event.stopPropagation()} />
        <FunctionField<UserRow>
          source="role"
          render={(record) => translate(`app.roles.${record.role}`, { _: record.role })}
        />
        <FunctionField<UserRow>
          source="health_coach"
          render={(record) =>
            record.health_coach
              ? `${record.health_coach.first_name} ${record.health_coach.last_name}`
              : ''
          }
        />
        <FunctionField<UserRow>
          source="companies"
          sortable={false}
          render={(record) => record.companies.map((company) => company.name).join(', ')}
        />
        <FunctionField<UserRow>
          source="blocked_at"
          render={(record) =>
            record.blocked_at ? (
              <Chip size="small" color="error" label={translate('app.users.blocked')} />
            ) : null
          }
        />
        <FunctionField source="protected_identity" render={() => <ProtectedIdentityChip />} />
        <ImpersonateButton />
      </Datagrid>
    </List>
  );
};
