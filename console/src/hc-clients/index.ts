import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const ClientsPage = lazyView(() => import('./ClientsPage'), 'ClientsPage');
const ClientReportPage = lazyView(() => import('./ClientReportPage'), 'ClientReportPage');

const access = { resource: 'hc-clients', action: 'list' };

/** The health coach's clients: /clients (their home), /hc/clients and one client's page. */
export const hcClientScreens: ConsoleScreens = {
  routes: [
    { path: '/clients', element: createElement(ClientsPage), access },
    { path: '/hc/clients', element: createElement(ClientsPage), access },
    { path: '/hc/client-report/:id', element: createElement(ClientReportPage), access },
  ],
  menu: [
    {
      label: 'app.hc_clients.menu',
      icon: AssignmentIndIcon,
      order: 5,
      paths: { hc: '/hc/clients' },
      access,
    },
  ],
};
