import { loggedIn, type MatrixRow } from './matrix-row';

/**
 * The client's start page (backend/src/client-home): clients only, the company admin being a
 * client too; every staff role gets 403 whether or not it holds user/subscription.read.
 */
export const CLIENT_HOME_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/v1/client/next-steps/:lang',
    url: '/api/v1/client/next-steps/sv',
    expected: { ...loggedIn(403), client: 200, 'company-admin': 200 },
  },
];
