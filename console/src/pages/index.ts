import DescriptionIcon from '@mui/icons-material/Description';
import { createElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const PageList = lazyView(() => import('./PageList'), 'PageList');
const PageEdit = lazyView(() => import('./PageEdit'), 'PageEdit');

function inResource(view: typeof PageList) {
  return createElement(ResourceContextProvider, { value: 'pages', children: createElement(view) });
}

const list = { resource: 'pages', action: 'list' };
const edit = { resource: 'pages', action: 'edit' };

/**
 * The pages resource at the specification's paths: the list (also one section's), add, edit and
 * edit within a section (the same editor).
 */
export const pages: ConsoleResource = {
  name: 'pages',
  views: {
    list: PageList,
    create: lazyView(() => import('./PageCreate'), 'PageCreate'),
    edit: PageEdit,
  },
  paths: {
    admin: {
      list: '/admin/pages/list',
      create: '/admin/pages/add',
      edit: '/admin/pages/edit/:id/:lang',
    },
    cc: { list: '/cc/pages/list', create: '/cc/pages/add', edit: '/cc/pages/edit/:id' },
  },
  icon: DescriptionIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
  routes: [
    { path: '/admin/pages', element: inResource(PageList), access: list },
    { path: '/cc/pages', element: inResource(PageList), access: list },
    { path: '/admin/pages/section/edit/:section_id', element: inResource(PageList), access: list },
    { path: '/cc/pages/section/:section_id/edit', element: inResource(PageList), access: list },
    {
      path: '/admin/pages/edit/section/:id/:section_id/:lang',
      element: inResource(PageEdit),
      access: edit,
    },
    { path: '/cc/pages/edit/:id/section/:section_id', element: inResource(PageEdit), access: edit },
  ],
};
