import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const ReviewList = lazyView(() => import('./ReviewList'), 'ReviewList');
const ReviewShow = lazyView(() => import('./ReviewShow'), 'ReviewShow');

const access = { resource: 'access-log-reviews', action: 'list' };

/**
 * The access log's sample review (HSLF-FS 2016:40 4:9) for admins: the reviews and a new sample at
 * /admin/access-log-reviews, one review with its entries at /access-log-reviews/{id}. Clinic admins
 * review their clinic's reads in client-web (/clinic/access-log-reviews).
 */
export const accessLogReviewScreens: ConsoleScreens = {
  routes: [
    { path: '/admin/access-log-reviews', element: createElement(ReviewList), access },
    { path: '/access-log-reviews/:id', element: createElement(ReviewShow), access },
  ],
  menu: [
    {
      label: 'app.access_log_reviews.menu',
      icon: ManageSearchIcon,
      order: 85,
      paths: { admin: '/admin/access-log-reviews' },
      access,
    },
  ],
};
