import { homePathForRole } from '@sinnro/access';
import HomeIcon from '@mui/icons-material/Home';
import { createElement } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { CONSOLE_RESOURCES, CONSOLE_SCREENS } from '../resources';
import { type MenuEntry } from '../routing/console-resource';
import { resourcePath } from '../routing/spec-paths';
import { CanAccessResource } from './CanAccessResource';

/** The resources' list screens (by menuOrder) and the other screens' entries, in one order. */
export function menuEntries(role: string): (MenuEntry & { to: string })[] {
  const fromResources = CONSOLE_RESOURCES.flatMap((resource) => {
    const to = resourcePath(resource, role, 'list');
    if (resource.menuOrder === undefined || to === null) return [];
    return [
      {
        label: `resources.${resource.name}.name`,
        icon: resource.icon,
        order: resource.menuOrder,
        paths: {},
        access: { resource: resource.name, action: 'list' },
        to,
      },
    ];
  });
  const fromScreens = CONSOLE_SCREENS.flatMap((screens) => screens.menu ?? []).flatMap((entry) => {
    const to = Object.entries(entry.paths).find(([pathRole]) => pathRole === role)?.[1];
    return to === undefined ? [] : [{ ...entry, to }];
  });
  return [...fromResources, ...fromScreens].sort((a, b) => a.order - b.order);
}

/** Each entry shows itself only when the user's ability allows it (RESOURCE_ACCESS). */
export const ConsoleMenu = () => {
  const { permissions } = usePermissions<ConsolePermissions>();
  const translate = useTranslate();
  if (permissions === undefined) return <Menu />;
  return (
    <Menu>
      <Menu.Item
        to={homePathForRole(permissions)}
        primaryText="app.menu.home"
        leftIcon={<HomeIcon />}
      />
      {menuEntries(permissions.role).map((entry) => {
        const item = (
          <Menu.Item
            key={entry.to}
            to={entry.to}
            primaryText={translate(entry.label, { smart_count: 2 })}
            leftIcon={entry.icon === undefined ? undefined : createElement(entry.icon)}
          />
        );
        return entry.access === undefined ? (
          item
        ) : (
          <CanAccessResource
            key={entry.to}
            resource={entry.access.resource}
            action={entry.access.action}
          >
            {item}
          </CanAccessResource>
        );
      })}
    </Menu>
  );
};
