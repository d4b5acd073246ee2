import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const AdminDashboard = lazyView(() => import('./DashboardPage'), 'AdminDashboard');
const CcDashboard = lazyView(() => import('./DashboardPage'), 'CcDashboard');
const HcDashboard = lazyView(() => import('./DashboardPage'), 'HcDashboard');

const PATHS = { admin: '/admin/dashboard', cc: '/cc/dashboard', hc: '/hc/dashboard' };

/** The console roles' dashboards (GET /api/admin/dashboard), first in the menu. */
export const dashboardScreens: ConsoleScreens = {
  routes: [
    { path: PATHS.admin, element: createElement(AdminDashboard) },
    { path: PATHS.cc, element: createElement(CcDashboard) },
    { path: PATHS.hc, element: createElement(HcDashboard) },
  ],
  menu: [{ label: 'app.dashboard.menu', icon: DashboardIcon, order: 0, paths: PATHS }],
};
