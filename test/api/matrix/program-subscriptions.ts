import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * A user's program subscriptions (backend/src/subscriptions). user/subscription is held by admin
 * and hc ([*]), the two therapist roles ([therapist]: their clients only) and clients ([user]:
 * themselves; the demo company admin is a client too). Rows name the company admin (a client of
 * no therapist); changes name a subscription that does not exist, so callers who reach the client
 * get 404 and nothing changes.
 */
const USER = '/api/users/{id:company-admin@example.com}';
const MISSING_SUBSCRIPTION = '5e1d0c0a-0000-4000-8000-0000000003ff';
const SUBSCRIPTION = `${USER}/program-subscriptions/${MISSING_SUBSCRIPTION}`;

/** Reading the company admin's subscriptions: staff with scope and the client themself. */
const readers = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
  client: 404,
  'company-admin': status,
  'clinic-therapist': 404,
  'therapist-premium': 404,
});

/** Changing them: user/subscription.update (admin, hc, therapists for their clients). */
const changers: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 404,
  hc: 404,
  'clinic-therapist': 404,
  'therapist-premium': 404,
};

export const PROGRAM_SUBSCRIPTIONS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/users/get-estimated-subscription-end-date/:numberOfDays/:userId',
    url: '/api/users/get-estimated-subscription-end-date/30/{id:company-admin@example.com}',
    expected: readers(200),
  },
  {
    route: 'GET /api/users/:userId/program-subscriptions',
    url: `${USER}/program-subscriptions`,
    expected: readers(200),
  },
  {
    route: 'GET /api/users/:userId/program-subscriptions/:locale',
    url: `${USER}/program-subscriptions/en?subscription_model_name=Self%20study`,
    expected: readers(200),
  },
  {
    route: 'GET /api/users/:userId/program-subscriptions-types',
    url: `${USER}/program-subscriptions-types`,
    expected: readers(200),
  },
  // Logged in: a client buys for themself with self-flag. An unknown model: 400 for those who
  // may create for the client, 403 for the client themself without self-flag, 404 for the rest.
  {
    route: 'POST /api/users/:userId/program-subscriptions',
    url: `${USER}/program-subscriptions`,
    payload: { subscription_model_uuid: MISSING_SUBSCRIPTION },
    expected: {
      ...loggedIn(404),
      admin: 400,
      hc: 400,
      'company-admin': 403,
    },
  },
  {
    route: 'POST /api/users/:userId/program-subscriptions/:uuid/cancel',
    url: `${SUBSCRIPTION}/cancel`,
    expected: changers,
  },
  {
    route: 'PUT /api/users/:userId/program-subscriptions/:uuid',
    url: SUBSCRIPTION,
    payload: { end_date: '2099-01-01' },
    expected: changers,
  },
  {
    route: 'POST /api/users/:userId/program-subscriptions/:uuid/end-treatment',
    url: `${SUBSCRIPTION}/end-treatment`,
    payload: { reason: 'completed' },
    expected: changers,
  },
  {
    route: 'POST /api/users/:userId/program-subscriptions/:uuid/modules',
    url: `${SUBSCRIPTION}/modules`,
    payload: { module_ids: [1], lang: 'en' },
    expected: changers,
  },
  {
    route: 'PUT /api/users/:userId/program-subscriptions/:uuid/modules',
    url: `${SUBSCRIPTION}/modules`,
    payload: { modules: [1] },
    expected: changers,
  },
  {
    route: 'PUT /api/users/:userId/program-subscriptions/:uuid/modules/:moduleId',
    url: `${SUBSCRIPTION}/modules/1`,
    payload: { is_open: false },
    expected: changers,
  },
  {
    route: 'DELETE /api/users/:userId/program-subscriptions/:uuid/modules/:moduleId',
    url: `${SUBSCRIPTION}/modules/1`,
    expected: changers,
  },
  {
    route: 'POST /api/users/:userId/program-subscriptions/:uuid/programs',
    url: `${SUBSCRIPTION}/programs`,
    payload: { program_id: 1 },
    expected: changers,
  },
  {
    route: 'POST /api/users/:userId/program-subscriptions/:uuid/programs/:programId/cancel',
    url: `${SUBSCRIPTION}/programs/1/cancel`,
    expected: changers,
  },
  {
    route: 'GET /api/users/program_subscription_temp/:userId',
    url: '/api/users/program_subscription_temp/{id:company-admin@example.com}',
    expected: readers(200),
  },
  {
    route: 'GET /api/users/program_subscription_temp/:userId/edit/:id',
    url: `/api/users/program_subscription_temp/{id:company-admin@example.com}/edit/${MISSING_SUBSCRIPTION}`,
    expected: readers(404),
  },
];
