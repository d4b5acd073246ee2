import PeopleIcon from '@mui/icons-material/People';
import { type UserRow } from './user-row';
import { UserList } from './UserList';

/** The users resource, spread into <Resource name="users" />. */
export const users = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRow) => `${record.first_name} ${record.last_name}`,
};
