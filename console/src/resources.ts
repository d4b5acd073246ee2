import { chapters } from './chapters';
import { companies } from './companies';
import { companySubscriptions } from './company-subscriptions';
import { modules } from './modules';
import { pages } from './pages';
import { programs } from './programs';
import { referenceTemplates } from './reference-templates';
import { reportTemplates } from './reports';
import { type ConsoleResource, type ConsoleScreens } from './routing/console-resource';
import { sections } from './sections';
import { tests } from './tests';
import { users } from './users';
import { conversations } from './messages';
import { hcClientScreens } from './hc-clients';
import { insuranceScreens } from './insurance';
import { profileScreens } from './profile';
import { userSubscriptionScreens } from './user-subscriptions';
import { dashboardScreens } from './dashboard';
import { riskFlagScreens } from './risk-flags';
import { accessLogReviewScreens } from './access-log-reviews';

/** Every react-admin resource of the console; one folder each (STYLE.md 13). */
export const CONSOLE_RESOURCES: readonly ConsoleResource[] = [
  users,
  companies,
  companySubscriptions,
  programs,
  modules,
  chapters,
  sections,
  pages,
  tests,
  reportTemplates,
  referenceTemplates,
  conversations,
];

/** Screens that are not a resource: dashboards, profile, insurance check, … */
export const CONSOLE_SCREENS: readonly ConsoleScreens[] = [
  dashboardScreens,
  userSubscriptionScreens,
  insuranceScreens,
  profileScreens,
  hcClientScreens,
  riskFlagScreens,
  accessLogReviewScreens,
];
