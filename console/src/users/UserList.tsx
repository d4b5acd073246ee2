import { Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { ImpersonateButton } from './ImpersonateButton';
import { type UserRow } from './user-row';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Every user the caller may see, searchable by name or e-mail, sorted by last name. Inside a page
 * that sets its own title, pass `title={false}`: two titles would run together in the app bar.
 */
export const UserList = ({ title }: { title?: false }) => {
  const translate = useTranslate();
  return (
    <List
      resource="users"
      title={title}
      filters={filters}
      sort={{ field: 'last_name', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="first_name" />
        <TextField source="last_name" />
        <TextField source="email" />
        <FunctionField<UserRow>
          source="role"
          render={(record) => translate(`app.roles.${record.role}`, { _: record.role })}
        />
        <ImpersonateButton />
      </Datagrid>
    </List>
  );
};
