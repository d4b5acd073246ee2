import AssessmentIcon from '@mui/icons-material/Assessment';
import { createElement } from 'react';
import { type ConsoleResource, type ExtraRoute } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { type ReportTemplateRow } from './report-record';

const SingleQuestionEdit = lazyView(() => import('./ReportElementEdit'), 'SingleQuestionEdit');
const CombinedQuestionEdit = lazyView(() => import('./ReportElementEdit'), 'CombinedQuestionEdit');

const access = { resource: 'report-templates', action: 'edit' };

/** The element editors at the specification's paths (admin's mirror the content creator's). */
const elementRoutes: ExtraRoute[] = (['admin', 'cc'] as const).flatMap((role) => [
  {
    path: `/${role}/reports/single-question/:id/edit`,
    element: createElement(SingleQuestionEdit),
    access,
  },
  {
    path: `/${role}/reports/combined-question/:id/edit`,
    element: createElement(CombinedQuestionEdit),
    access,
  },
]);

/** Report templates: list, add, edit with their elements; elements have editors of their own. */
export const reportTemplates: ConsoleResource = {
  name: 'report-templates',
  views: {
    list: lazyView(() => import('./ReportTemplateList'), 'ReportTemplateList'),
    create: lazyView(() => import('./ReportTemplateCreate'), 'ReportTemplateCreate'),
    edit: lazyView(() => import('./ReportTemplateEdit'), 'ReportTemplateEdit'),
  },
  paths: {
    admin: {
      list: '/admin/reports/list/:pageNo?',
      create: '/admin/reports/add',
      edit: '/admin/reports/edit/:id',
    },
    cc: { list: '/cc/reports/list', create: '/cc/reports/add', edit: '/cc/reports/edit/:id' },
  },
  icon: AssessmentIcon,
  recordRepresentation: (record: ReportTemplateRow) => record.name ?? `#${record.id}`,
  menuOrder: 60,
  routes: elementRoutes,
};
