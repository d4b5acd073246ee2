import { Logout, UserMenu } from 'react-admin';
import { CurrentUserMenuHeader } from './CurrentUserMenuHeader';

export const ConsoleUserMenu = () => (
  <UserMenu>
    <CurrentUserMenuHeader />
    <Logout />
  </UserMenu>
);
