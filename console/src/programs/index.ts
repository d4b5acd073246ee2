import ViewListIcon from '@mui/icons-material/ViewList';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { type ProgramRow } from './program-record';

/**
 * The programs resource at the specification's admin and content-creator paths. Every screen is
 * loaded when first shown; the editor brings the drag-and-drop library with it.
 */
export const programs: ConsoleResource = {
  name: 'programs',
  views: {
    list: lazyView(() => import('./ProgramList'), 'ProgramList'),
    create: lazyView(() => import('./ProgramEditor'), 'ProgramCreate'),
    edit: lazyView(() => import('./ProgramEditor'), 'ProgramEdit'),
  },
  paths: {
    admin: {
      list: '/admin/programs/list/:pageNo?',
      create: '/admin/programs/add',
      edit: '/admin/programs/edit/:id',
    },
    cc: { list: '/cc/programs/list', create: '/cc/programs/add', edit: '/cc/programs/edit/:id' },
  },
  icon: ViewListIcon,
  recordRepresentation: (record: ProgramRow) => record.name,
  menuOrder: 30,
};
