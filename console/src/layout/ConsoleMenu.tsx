import { homePathForRole } from '@sinnro/access';
import HomeIcon from '@mui/icons-material/Home';
import { Menu, usePermissions } from 'react-admin';
import { canAccess, type ConsolePermissions } from '../providers/access';

/** Resources in the menu, each shown to those who may read it. */
const RESOURCE_ENTRIES = [
  { name: 'companies', permission: 'company.read' },
  { name: 'programs', permission: 'program.read' },
] as const;

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
      {RESOURCE_ENTRIES.filter(({ permission }) => canAccess(permissions, { permission })).map(
        ({ name }) => (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
    </Menu>
  );
};
