import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Client learning (backend/src/learning). The routes need user/subscription.read (clients, company
 * admins as clients, therapists, hc, admin); a client reaches only their own subscriptions, so the
 * matrix names a subscription nobody has (404). The staff view and the approval name the demo
 * client, whom the demo premium therapist is assigned to; a clinic therapist outside the client's
 * care gets 404. Approval needs user/subscription.update. Nothing is changed by these rows.
 */
const readers = (status: number): Record<Caller, number> => ({
  ...loggedIn(status),
  cc: 403,
  'clinic-admin': 403,
});

const approvers = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
  'clinic-therapist': 404,
  'therapist-premium': status,
});

const NO_SUBSCRIPTION = '5e1d0c0a-0000-4000-8000-00000000dead';
const MISSING = 2147483647;

export const LEARNING_ROUTES: MatrixRow[] = [
  { route: 'GET /client/programs', expected: readers(200) },
  {
    route: 'GET /client/module/:subscription/:id/:lang',
    url: `/client/module/${NO_SUBSCRIPTION}/1/sv`,
    expected: readers(404),
  },
  {
    route: 'GET /client/modules/purchase/:id/:lang',
    url: `/client/modules/purchase/${MISSING}/sv`,
    expected: { ...loggedIn(404), 'clinic-admin': 403 },
  },
  {
    route: 'GET /client/page/:subscription/:module/:lang',
    url: `/client/page/${NO_SUBSCRIPTION}/1/sv`,
    expected: readers(404),
  },
  {
    route: 'GET /client/page/:subscription/:module/:page/:lang',
    url: `/client/page/${NO_SUBSCRIPTION}/1/1/en`,
    expected: readers(404),
  },
  {
    route: 'GET /client/page/:subscription/:module/:page/:lang/:client',
    url: `/client/page/${NO_SUBSCRIPTION}/1/1/sv/{id:client@example.com}`,
    expected: readers(404),
  },
  {
    route: 'POST /client/page/new-instance/:subscription/:module/:lang',
    url: `/client/page/new-instance/${NO_SUBSCRIPTION}/1/sv`,
    expected: readers(404),
  },
  {
    route: 'POST /client/page/:subscription/:module/:chapter/:page/:lang',
    url: `/client/page/${NO_SUBSCRIPTION}/1/1/1/sv`,
    payload: { module_instance_id: 1, answers: {} },
    expected: readers(404),
  },
  {
    route: 'POST /api/users/:id/therapist-action',
    url: '/api/users/{id:client@example.com}/therapist-action',
    payload: { module_instance_id: MISSING, page_id: MISSING },
    expected: approvers(404),
  },
];
