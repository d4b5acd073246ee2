import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const RiskFlagList = lazyView(() => import('./RiskFlagList'), 'RiskFlagList');
const RiskFlagShow = lazyView(() => import('./RiskFlagShow'), 'RiskFlagShow');

// The server decides whose flags (the caller's care scope); the screens are for those who read
// clients (hc and admins).
const access = { resource: 'hc-clients', action: 'list' };

/**
 * The risk flags (the console's notifications for hc and admins): the list at /hc/risk-flags and
 * /admin/risk-flags (and /risk-flags), one flag at /risk-flags/{id} (the escalation mail's link).
 */
export const riskFlagScreens: ConsoleScreens = {
  routes: [
    { path: '/risk-flags', element: createElement(RiskFlagList), access },
    { path: '/hc/risk-flags', element: createElement(RiskFlagList), access },
    { path: '/admin/risk-flags', element: createElement(RiskFlagList), access },
    { path: '/risk-flags/:id', element: createElement(RiskFlagShow), access },
  ],
  menu: [
    {
      label: 'app.risk_flags.menu',
      icon: ReportProblemIcon,
      order: 4,
      paths: { hc: '/hc/risk-flags', admin: '/admin/risk-flags' },
      access,
    },
  ],
};
