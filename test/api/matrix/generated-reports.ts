import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Generated reports (backend/src/client-reports). Every route needs user/subscription.read
 * (clients, company admins as clients, therapists, hc, admin; cc and the clinic admin get 403).
 * The client routes reach only the caller's own reports, so a missing id answers 404 to all. The
 * module list names the demo client: the client themself, and staff whose scope covers them, get
 * a list (empty: the module does not exist); a clinic therapist outside the client's care 404.
 * Nothing is changed by these rows.
 */
const readers = (status: number): Record<Caller, number> => ({
  ...loggedIn(status),
  cc: 403,
  'clinic-admin': 403,
});

const MISSING = 2147483647;

export const GENERATED_REPORTS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /client/report/generated/list/:lang',
    url: '/client/report/generated/list/sv',
    expected: readers(200),
  },
  {
    route: 'GET /client/report/generated/single/:id',
    url: `/client/report/generated/single/${MISSING}`,
    expected: readers(404),
  },
  {
    route: 'GET /api/specialist/report/generated/single/:id',
    url: `/api/specialist/report/generated/single/${MISSING}`,
    // The staff view: a client (the company admin is one) is refused by role before the lookup.
    expected: { ...readers(404), client: 403, 'company-admin': 403 },
  },
  {
    route: 'GET /api/reports/users/:user_id/modules/:module_id/:lang',
    url: `/api/reports/users/{id:client@example.com}/modules/${MISSING}/sv`,
    expected: { ...readers(404), client: 200, admin: 200, hc: 200, 'therapist-premium': 200 },
  },
  {
    route: 'GET /api/reports/viewed/:report_id',
    url: `/api/reports/viewed/${MISSING}`,
    expected: readers(404),
  },
  {
    route: 'GET /client/reports/viewed/:reportId',
    url: `/client/reports/viewed/${MISSING}`,
    expected: readers(404),
  },
  {
    route: 'PUT /client/user/offer-initiate/:reportId',
    url: `/client/user/offer-initiate/${MISSING}`,
    payload: { offer_display_at: '2026-11-23T10:00:00Z' },
    expected: readers(404),
  },
];
