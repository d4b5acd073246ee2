import LinearScaleIcon from '@mui/icons-material/LinearScale';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { type ReferenceTemplateRow } from './reference-template-record';

/**
 * Reference templates (score intervals for reports). The specification puts their add and edit
 * screens under reports (`/cc/reports/reference-template/{id}/edit`); their list sits beside
 * the report templates' list, reached by its tab.
 */
export const referenceTemplates: ConsoleResource = {
  name: 'reference-templates',
  views: {
    list: lazyView(() => import('./ReferenceTemplateList'), 'ReferenceTemplateList'),
    create: lazyView(() => import('./ReferenceTemplateCreate'), 'ReferenceTemplateCreate'),
    edit: lazyView(() => import('./ReferenceTemplateEdit'), 'ReferenceTemplateEdit'),
  },
  paths: {
    admin: {
      list: '/admin/reports/reference-templates/list',
      create: '/admin/reports/reference-template/add',
      edit: '/admin/reports/reference-template/:id/edit',
    },
    cc: {
      list: '/cc/reports/reference-templates/list',
      create: '/cc/reports/reference-template/add',
      edit: '/cc/reports/reference-template/:id/edit',
    },
  },
  icon: LinearScaleIcon,
  recordRepresentation: (record: ReferenceTemplateRow) => record.name ?? `#${record.id}`,
};
