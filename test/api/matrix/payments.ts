import { type Caller, everyone, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Payments (backend/src/payments). Clients (and the company admin, a client) hold
 * payment.create/read/update on themselves; admins read every record and manage plans and codes.
 * Writes send an empty form (400) or name a record or user that does not exist (404), so the
 * matrix never makes a payment.
 */
const buyers = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  client: status,
  'company-admin': status,
});

const readers = (status: number): Record<Caller, number> => ({
  ...buyers(status),
  admin: status,
});

const admins = (status: number): Record<Caller, number> => ({ ...loggedIn(403), admin: status });

const MISSING_ID = 2147483647;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

export const PAYMENTS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /client/user/pricing-plans/:lang',
    url: '/client/user/pricing-plans/sv',
    expected: readers(200),
  },
  {
    route: 'GET /client/user/pricing-plans/:lang/new_year_promotion',
    url: '/client/user/pricing-plans/en/new_year_promotion',
    expected: readers(200),
  },
  { route: 'POST /client/user/log-payment-request', payload: {}, expected: buyers(400) },
  {
    route: 'POST /client/user/update-payment-record/:id',
    url: `/client/user/update-payment-record/${MISSING_UUID}`,
    payload: { payment_method: 'swish' },
    // Admins pass the guard (payment.update, for refunds) but own no record to change.
    expected: readers(404),
  },
  // Admins hold payment.update (refunds): the empty form is refused before anything else.
  { route: 'POST /client/user/store-freecard-data', payload: {}, expected: readers(400) },
  // Admins hold payment.update (refunds): the empty form is refused before anything else.
  { route: 'POST /client/user/process-payment-attempt', payload: {}, expected: readers(400) },
  // Swish's callback is public; a body naming no payment request changes nothing and answers 200.
  { route: 'POST /api/v1/payments/swish/callback', payload: {}, expected: everyone(200) },
  {
    route: 'POST /api/v1/promotion-codes/:code/users/:user_uuid',
    url: `/api/v1/promotion-codes/MATRIS/users/${MISSING_UUID}`,
    payload: {},
    expected: buyers(404),
  },
  {
    route: 'GET /api/v1/promotion-codes/users/:user_uuid',
    url: `/api/v1/promotion-codes/users/${MISSING_UUID}`,
    expected: readers(404),
  },
  { route: 'GET /api/admin/pricing-plans', expected: admins(200) },
  {
    route: 'GET /api/admin/pricing-plans/:id',
    url: `/api/admin/pricing-plans/${MISSING_ID}`,
    expected: admins(404),
  },
  { route: 'POST /api/admin/pricing-plans', payload: {}, expected: admins(400) },
  {
    route: 'PUT /api/admin/pricing-plans/:id',
    url: `/api/admin/pricing-plans/${MISSING_ID}`,
    payload: {},
    expected: admins(404),
  },
  {
    route: 'DELETE /api/admin/pricing-plans/:id',
    url: `/api/admin/pricing-plans/${MISSING_ID}`,
    expected: admins(404),
  },
  { route: 'GET /api/admin/promotion-codes', expected: admins(200) },
  {
    route: 'GET /api/admin/promotion-codes/:id',
    url: `/api/admin/promotion-codes/${MISSING_ID}`,
    expected: admins(404),
  },
  { route: 'POST /api/admin/promotion-codes', payload: {}, expected: admins(400) },
  {
    route: 'PUT /api/admin/promotion-codes/:id',
    url: `/api/admin/promotion-codes/${MISSING_ID}`,
    payload: {},
    expected: admins(404),
  },
  // A client's payment.read reaches their own records: the list answers them only.
  { route: 'GET /api/admin/payment-records', expected: readers(200) },
  {
    route: 'GET /api/admin/payment-records/:id',
    url: `/api/admin/payment-records/${MISSING_UUID}`,
    expected: readers(404),
  },
];
