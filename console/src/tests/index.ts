import QuizIcon from '@mui/icons-material/Quiz';
import { createElement } from 'react';
import { type ConsoleResource, type ExtraRoute } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { type TestRow } from './test-record';

const TestSectionEdit = lazyView(() => import('./TestSectionEdit'), 'TestSectionEdit');
const TestPageEdit = lazyView(() => import('./TestPageEdit'), 'TestPageEdit');

const edit = { resource: 'tests', action: 'edit' };

/** A test's section and page editors at the specification's two path shapes. */
const testContentRoutes: ExtraRoute[] = [
  {
    path: '/admin/test-section/edit/test/:id/:test_id',
    element: createElement(TestSectionEdit),
    access: edit,
  },
  {
    path: '/cc/test-section/edit/:id/test/:test_id',
    element: createElement(TestSectionEdit),
    access: edit,
  },
  {
    path: '/admin/test-pages/edit/test/:id/:test_id',
    element: createElement(TestPageEdit),
    access: edit,
  },
  {
    path: '/cc/test-pages/edit/:id/test/:test_id',
    element: createElement(TestPageEdit),
    access: edit,
  },
];

/** Tests (questionnaires): list, add, edit with their sections and pages. */
export const tests: ConsoleResource = {
  name: 'tests',
  views: {
    list: lazyView(() => import('./TestList'), 'TestList'),
    create: lazyView(() => import('./TestCreate'), 'TestCreate'),
    edit: lazyView(() => import('./TestEdit'), 'TestEdit'),
  },
  paths: {
    admin: {
      list: '/admin/tests/list/:pageNo?',
      create: '/admin/tests/add',
      edit: '/admin/test/edit/:id',
    },
    cc: { list: '/cc/tests/list', create: '/cc/tests/add', edit: '/cc/test/edit/:id' },
  },
  icon: QuizIcon,
  recordRepresentation: (record: TestRow) => record.name,
  menuOrder: 55,
  routes: testContentRoutes,
};
