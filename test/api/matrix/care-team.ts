import { loggedIn, type MatrixRow } from './matrix-row';

/**
 * Notifications (backend/src/care-team): every logged-in caller lists their own (most have none);
 * acknowledging one that is not the caller's (here: none at all) answers 404.
 */
export const CARE_TEAM_ROUTES: MatrixRow[] = [
  { route: 'GET /api/notifications', expected: loggedIn(200) },
  {
    route: 'POST /api/notifications/:id/acknowledge',
    url: '/api/notifications/2147483647/acknowledge',
    expected: loggedIn(404),
  },
];
