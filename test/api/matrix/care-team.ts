import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Notifications (backend/src/care-team): every logged-in caller lists their own (most have none);
 * acknowledging one that is not the caller's (here: none at all) answers 404.
 */
/**
 * Risk flags: for the staff of a client's care (admin, hc, the therapists) and the clinic admins
 * a flag is escalated to; a client (the company admin is one) passes the permission with its
 * own-account grant and is refused by role (403), cc holds no user grant (403). A missing flag
 * answers 404 to the staff.
 */
const careStaff = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
  'clinic-admin': status,
  'clinic-therapist': status,
  'therapist-premium': status,
});

export const CARE_TEAM_ROUTES: MatrixRow[] = [
  { route: 'GET /api/notifications', expected: loggedIn(200) },
  {
    route: 'POST /api/notifications/:id/acknowledge',
    url: '/api/notifications/2147483647/acknowledge',
    expected: loggedIn(404),
  },
  { route: 'GET /api/v1/risk-flags', expected: careStaff(200) },
  {
    route: 'GET /api/v1/risk-flags/:id/:lang',
    url: '/api/v1/risk-flags/2147483647/sv',
    expected: careStaff(404),
  },
  {
    route: 'POST /api/v1/risk-flags/:id/acknowledge',
    url: '/api/v1/risk-flags/2147483647/acknowledge',
    payload: { action: 'contacted' },
    expected: careStaff(404),
  },
];
