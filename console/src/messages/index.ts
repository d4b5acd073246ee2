import ForumIcon from '@mui/icons-material/Forum';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

/**
 * Every conversation (GET /api/admin/conversations) at /admin/messages/list, for the admin and the
 * health coach alike (the hc uses the admin's path, as the specification lists it).
 */
export const conversations: ConsoleResource = {
  name: 'conversations',
  views: { list: lazyView(() => import('./ConversationList'), 'ConversationList') },
  paths: { admin: { list: '/admin/messages/list' } },
  icon: ForumIcon,
  menuOrder: 70,
};
