import { homePathForRole } from '@sinnro/access';
import HomeIcon from '@mui/icons-material/Home';
import { Menu, usePermissions } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';

/** Resources in the menu; each entry hides itself unless the authProvider's canAccess allows it. */
const MENU_RESOURCES = ['companies', 'programs'] as const;

export const ConsoleMenu = () => {
  const { permissions } = usePermissions<ConsolePermissions>();
  return (
    <Menu>
      {permissions !== undefined && (
        <Menu.Item
          to={homePathForRole(permissions)}
          primaryText="app.menu.home"
          leftIcon={<HomeIcon />}
        />
      )}
      {MENU_RESOURCES.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
};
