import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Link, Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { CONSOLE_ROLE_PREFIXES } from '../routing/console-resource';
import { CurrentUserMenuHeader } from './CurrentUserMenuHeader';

/** "My profile": the role's own profile page (/admin/profile, /cc/profile, /hc/profile). */
const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  const role = CONSOLE_ROLE_PREFIXES.find((prefix) => prefix === identity?.role);
  if (role === undefined) return null;
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={`/${role}/profile`}
      onClick={() => userMenu?.onClose()}
      {...props}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.profile.title')}</ListItemText>
    </MenuItem>
  );
});

export const ConsoleUserMenu = () => (
  <UserMenu>
    <CurrentUserMenuHeader />
    <ProfileMenuItem />
    <Logout />
  </UserMenu>
);
