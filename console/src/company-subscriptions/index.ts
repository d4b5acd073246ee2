import CreditCardIcon from '@mui/icons-material/CreditCard';
import { type ConsoleResource } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { type CompanySubscriptionRecord } from './subscription-record';

/**
 * The company subscriptions at /admin/subscriptions/list and /hc/subscriptions/list; one
 * subscription is viewed and edited at the companies' routes /companies/subscription/….
 */
export const companySubscriptions: ConsoleResource = {
  name: 'company-subscriptions',
  views: {
    list: lazyView(() => import('./CompanySubscriptionList'), 'CompanySubscriptionList'),
    show: lazyView(() => import('./CompanySubscriptionShow'), 'CompanySubscriptionShow'),
    edit: lazyView(() => import('./CompanySubscriptionEdit'), 'CompanySubscriptionEdit'),
  },
  paths: {
    admin: {
      list: '/admin/subscriptions/list',
      show: '/companies/subscription/view/:id',
      edit: '/companies/subscription/edit/:id',
    },
    hc: {
      list: '/hc/subscriptions/list',
      show: '/companies/subscription/view/:id',
    },
  },
  icon: CreditCardIcon,
  recordRepresentation: (record: CompanySubscriptionRecord) =>
    `${record.company_name}: ${record.name}`,
  menuOrder: 25,
};
