import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { DEMO_SUBSCRIPTIONS } from 'src/credits/credits.seeder';
import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Company subscriptions, credits and usage records. Object rows name the second demo company, its
 * subscription and its member: the company admin of Exempelbolaget gets 404 there (the in-scope
 * cases are in company-subscriptions, credits and usage-records e2e specs). Writes book on a unit
 * the member does not belong to (Produktion of the demo company), so callers who reach the member
 * get 400 and nothing is written.
 */
const OTHER = `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}`;
const OTHER_MEMBER = `${OTHER}/users/{uuid:${DEMO_OTHER_COMPANY.member.email}}`;
const PRODUKTION = DEMO_COMPANY.units[1].uuid;
const OTHER_SUBSCRIPTION = `/api/admin/company-subscriptions/${DEMO_SUBSCRIPTIONS.other.uuid}`;

/**
 * company/subscription.read: admin and hc everywhere, the company admin in their company, the
 * clinic admin in the demo clinic.
 */
const subscriptionReaders: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 200,
  hc: 200,
  'company-admin': 200,
  'clinic-admin': 200,
};

const foreignSubscription: Record<Caller, number> = {
  ...subscriptionReaders,
  'company-admin': 404,
  'clinic-admin': 404,
};

export const CREDITS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/v1/companies/:uuid/subscription',
    url: `${OTHER}/subscription`,
    expected: foreignSubscription,
  },
  {
    route: 'POST /api/v1/companies/:uuid/subscription',
    url: `${OTHER}/subscription`,
    payload: {},
    expected: { ...loggedIn(403), admin: 400, hc: 400 },
  },
  // user/credit.read: admin [*], company admin [company-unit], client [user] (their own only).
  {
    route: 'GET /api/v1/companies/:company_uuid/users/:user_uuid/credits',
    url: `${OTHER_MEMBER}/credits`,
    expected: { ...loggedIn(403), admin: 200, client: 404, 'company-admin': 404 },
  },
  {
    route: 'POST /api/v1/companies/:company_uuid/users/:user_uuid/credits',
    url: `${OTHER_MEMBER}/credits`,
    payload: { quantity: 1, company_unit_uuid: PRODUKTION },
    expected: { ...loggedIn(403), admin: 400, 'company-admin': 404 },
  },
  {
    route: 'POST /api/v1/companies/:company/users/:user/usage-records',
    url: `${OTHER_MEMBER}/usage-records`,
    payload: { products: [{ code: 'assessment', quantity: 1 }], company_unit_uuid: PRODUKTION },
    expected: { ...loggedIn(403), admin: 400, 'company-admin': 404 },
  },
  {
    route: 'GET /api/v1/usage-records/:lang',
    url: '/api/v1/usage-records/sv',
    expected: { ...loggedIn(403), admin: 200, 'company-admin': 200 },
  },
  // The console's resource (react-admin).
  { route: 'GET /api/admin/company-subscriptions', expected: subscriptionReaders },
  {
    route: 'GET /api/admin/company-subscriptions/:id',
    url: OTHER_SUBSCRIPTION,
    expected: foreignSubscription,
  },
  {
    route: 'POST /api/admin/company-subscriptions',
    payload: {},
    expected: { ...loggedIn(403), admin: 400, hc: 400 },
  },
  {
    route: 'PUT /api/admin/company-subscriptions/:id',
    url: OTHER_SUBSCRIPTION,
    payload: {},
    expected: { ...loggedIn(403), admin: 400 },
  },
];
