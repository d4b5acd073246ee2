import { loggedIn, type MatrixRow } from './matrix-row';

/** The console's dashboards (backend/src/dashboard): the three console roles only. */
export const DASHBOARD_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/admin/dashboard',
    expected: { ...loggedIn(403), admin: 200, cc: 200, hc: 200 },
  },
];
