import { homePathForRole } from '@sinnro/access';
import HomeIcon from '@mui/icons-material/Home';
import { Menu, usePermissions } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';

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
    </Menu>
  );
};
