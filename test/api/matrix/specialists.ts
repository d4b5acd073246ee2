import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * The specialists' views (backend/src/specialists). The views are for admin, hc, the therapists
 * and the clinic admin; a client (the company admin is one) passes the permission check with its
 * own-account grant and is refused by role (403). Single clients are a missing id (404 to every
 * role that works with clients) or the demo client (therapist-premium's; the clinic therapist
 * does not treat them: 404). Notes are for the specialists only (hc, the therapists); block and
 * snooze need user.update (not the clinic admin). Nothing is changed by these rows.
 */
const MISSING = 2147483647;

const viewers = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
  'clinic-admin': status,
  'clinic-therapist': status,
  'therapist-premium': status,
});

const specialists = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  hc: status,
  'clinic-therapist': status,
  'therapist-premium': status,
});

const holders = (status: number): Record<Caller, number> => ({
  ...specialists(status),
  admin: status,
});

export const SPECIALISTS_ROUTES: MatrixRow[] = [
  { route: 'POST /api/get-my-candidates', payload: {}, expected: viewers(200) },
  {
    route: 'POST /api/get-my-single-candidate',
    payload: { user_id: MISSING },
    expected: viewers(404),
  },
  { route: 'POST /api/get-my-notifications', expected: loggedIn(200) },
  {
    route: 'GET /api/get-specialist-client-notes/:id',
    url: '/api/get-specialist-client-notes/{id:client@example.com}',
    expected: { ...specialists(200), 'clinic-therapist': 404 },
  },
  {
    route: 'POST /api/get-specialist-client-notes/:id',
    url: `/api/get-specialist-client-notes/${MISSING}`,
    payload: { text: 'Matrix' },
    expected: specialists(404),
  },
  {
    route: 'GET /api/get-single-clint-module-summaries/:id/:locale',
    url: '/api/get-single-clint-module-summaries/{id:client@example.com}/sv',
    expected: { ...viewers(200), 'clinic-admin': 403, 'clinic-therapist': 404 },
  },
  {
    route: 'GET /api/users/changePassiveStatus/:id/:status',
    url: `/api/users/changePassiveStatus/${MISSING}/1`,
    expected: viewers(404),
  },
  { route: 'GET /api/clients/:locale', url: '/api/clients/sv', expected: viewers(200) },
  // A client's module with their answers: a missing round is a 404 to those who read treatment;
  // the clinic admin (no user/subscription.read), cc and clients are refused (403).
  {
    route: 'GET /api/v1/specialist/client-modules/:id/:lang',
    url: `/api/v1/specialist/client-modules/${MISSING}/sv`,
    expected: { ...viewers(404), 'clinic-admin': 403 },
  },
  ...['block', 'unblock', 'snooze', 'unsnooze'].map((action): MatrixRow => ({
    route: `POST /api/specialist/clients/:id/${action}`,
    url: `/api/specialist/clients/${MISSING}/${action}`,
    payload: {},
    expected: holders(404),
  })),
];
