import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { loggedIn, type MatrixRow } from './matrix-row';

/**
 * The members of a company with their services (the company admin's services page). user.read:
 * admin and hc everywhere, the company admin in their units; therapists and the clinic admin (of
 * the demo clinic) reach no unit of the demo company (404); callers who can read only themselves
 * get 403.
 */
export const COMPANY_USERS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/v1/companies/:company/users',
    url: `/api/v1/companies/${DEMO_COMPANY.uuid}/users`,
    expected: {
      ...loggedIn(403),
      admin: 200,
      hc: 200,
      'company-admin': 200,
      'clinic-admin': 404,
      'clinic-therapist': 404,
      'therapist-premium': 404,
    },
  },
];
