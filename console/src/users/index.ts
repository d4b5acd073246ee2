import PeopleIcon from '@mui/icons-material/People';
import { createElement } from 'react';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { HC_EDIT_TEMP_PATH, USER_PATHS } from './user-paths';
import { type UserRow } from './user-row';

const UserEditTemp = lazyView(() => import('./UserEditTemp'), 'UserEditTemp');

/**
 * The users resource at the specification's admin and health-coach paths: list (the admin's home),
 * show with subscriptions and access log, edit, block; the hc also adds users and sees the
 * pending ones (edit-temp).
 */
export const users: ConsoleResource = {
  name: 'users',
  views: {
    list: lazyView(() => import('./UserList'), 'UserList'),
    show: lazyView(() => import('./UserShow'), 'UserShow'),
    edit: lazyView(() => import('./UserEdit'), 'UserEdit'),
    create: lazyView(() => import('./UserCreate'), 'UserCreate'),
  },
  paths: USER_PATHS,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRow) => `${record.first_name} ${record.last_name}`,
  menuOrder: 10,
  routes: [
    {
      path: HC_EDIT_TEMP_PATH,
      element: createElement(UserEditTemp),
      access: { resource: 'users', action: 'edit' },
    },
  ],
};
