import FactCheckIcon from '@mui/icons-material/FactCheck';
import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const InsuranceCheck = lazyView(() => import('./InsuranceCheck'), 'InsuranceCheck');

/** The insurance check; its menu entry shows only with insurance read. */
export const insuranceScreens: ConsoleScreens = {
  routes: [
    {
      path: '/admin/insurance-check',
      element: createElement(InsuranceCheck),
      access: { resource: 'insurance', action: 'check' },
    },
  ],
  menu: [
    {
      label: 'app.insurance.menu',
      icon: FactCheckIcon,
      order: 80,
      paths: { admin: '/admin/insurance-check' },
      access: { resource: 'insurance', action: 'check' },
    },
  ],
};
