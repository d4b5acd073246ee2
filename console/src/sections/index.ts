import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

/** A chapter's sections: edited at the specification's paths, listed in the chapter's editor. */
export const sections: ConsoleResource = {
  name: 'sections',
  views: { edit: lazyView(() => import('./SectionEdit'), 'SectionEdit') },
  paths: {
    admin: { edit: '/admin/section/edit/:id/:lang' },
    cc: { edit: '/cc/section/edit/:id' },
  },
  icon: ViewAgendaIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
};
