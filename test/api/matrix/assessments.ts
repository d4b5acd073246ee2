import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Assessments (backend/src/assessments). A client's assessments need user/subscription.read (cc
 * and the clinic admin get 403). The client route reaches only the caller's own, so a module they
 * hold no assessment of answers 404 to all. The user route names the demo client: the client
 * themself and staff whose scope covers them (admin, hc, their therapist) get the list; a company
 * admin (a client) and a clinic therapist outside the client's care 404. The module list needs
 * module.read (everyone but the clinic admin). Nothing is changed by these rows.
 */
const readers = (status: number): Record<Caller, number> => ({
  ...loggedIn(status),
  cc: 403,
  'clinic-admin': 403,
});

const MISSING = 2147483647;

export const ASSESSMENTS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /client/assessments/:module/:lang',
    url: `/client/assessments/${MISSING}/sv`,
    expected: readers(404),
  },
  {
    route: 'GET /api/users/:id/assessments/:lang',
    url: '/api/users/{id:client@example.com}/assessments/sv',
    expected: { ...readers(404), client: 200, admin: 200, hc: 200, 'therapist-premium': 200 },
  },
  {
    route: 'GET /api/assessments/:lang',
    url: '/api/assessments/sv',
    expected: { ...loggedIn(200), 'clinic-admin': 403 },
  },
];
