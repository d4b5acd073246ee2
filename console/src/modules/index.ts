import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { createElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

// Lazy like every screen: its list pulls in the content editors' shared parts.
const ModuleList = lazyView(() => import('./ModuleList'), 'ModuleList');

const list = { resource: 'modules', action: 'list' };
const listElement = createElement(ResourceContextProvider, {
  value: 'modules',
  children: createElement(ModuleList),
});

/**
 * The modules resource at the specification's paths; the list is the content creator's home
 * (/cc/modules/list). `/…/modules/delete` shows the list, where modules are deleted.
 */
export const modules: ConsoleResource = {
  name: 'modules',
  views: {
    list: ModuleList,
    create: lazyView(() => import('./ModuleCreate'), 'ModuleCreate'),
    edit: lazyView(() => import('./ModuleEdit'), 'ModuleEdit'),
  },
  paths: {
    admin: {
      list: '/admin/modules/list/:pageNo?',
      create: '/admin/modules/add',
      edit: '/admin/modules/edit/:id/:lang',
    },
    cc: { list: '/cc/modules/list', create: '/cc/modules/add', edit: '/cc/modules/edit/:id' },
  },
  icon: LibraryBooksIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
  menuOrder: 40,
  routes: [
    { path: '/cc/modules', element: listElement, access: list },
    { path: '/admin/modules/delete', element: listElement, access: list },
    { path: '/cc/modules/delete', element: listElement, access: list },
  ],
};
