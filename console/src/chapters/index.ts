import MenuBookIcon from '@mui/icons-material/MenuBook';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

/** A module's chapters: edited at the specification's paths, listed in the module's editor. */
export const chapters: ConsoleResource = {
  name: 'chapters',
  views: { edit: lazyView(() => import('./ChapterEdit'), 'ChapterEdit') },
  paths: {
    admin: { edit: '/admin/chapter/edit/:id/:lang' },
    cc: { edit: '/cc/chapter/edit/:id' },
  },
  icon: MenuBookIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
};
