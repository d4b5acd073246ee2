import { DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { type Caller, everyone, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Invitations, the company e-mail link and the insurance check. The demo clinic admin and clinic
 * therapist hold user-invitation grants scoped to `[company]` in the demo clinic, so they fare like
 * the company admin (the second company is outside their scope: 404). Invitation objects are named by a uuid that does not exist (404 for
 * whoever may read or change invitations); the invitation form names the second demo company, so
 * the company admin of Exempelbolaget gets 404 while the admin passes the scope check and fails
 * on the taken e-mail (400, nothing is created).
 */
const NO_SUCH_INVITATION = '5e1d0c0a-0000-4000-8000-0000000000fe';

const inviters = (admin: number, companyAdmin: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin,
  'company-admin': companyAdmin,
  'clinic-admin': companyAdmin,
  'clinic-therapist': companyAdmin,
});

const foreignInvitation = {
  first_name: 'Matrix',
  last_name: 'Inbjuden',
  email: 'client@example.com',
  phone: '070-1234567',
  national_id: '199001012385',
  company_uuid: DEMO_OTHER_COMPANY.uuid,
  unit_uuid: DEMO_OTHER_COMPANY.unit.uuid,
  permissions: ['user.read.[company-unit]'],
  products: ['therapist_call_25'],
};

export const INVITATIONS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/v1/invitations',
    url: `/api/v1/invitations?company_uuid=${DEMO_OTHER_COMPANY.uuid}`,
    expected: inviters(200, 200),
  },
  {
    route: 'GET /api/v1/invitations/:id',
    url: `/api/v1/invitations/${NO_SUCH_INVITATION}`,
    expected: inviters(404, 404),
  },
  { route: 'POST /api/v1/invitations', payload: foreignInvitation, expected: inviters(400, 404) },
  // The services an invitation to the second demo company may carry: outside the staff's scope.
  {
    route: 'GET /api/v1/invitations/companies/:company/products/:lang',
    url: `/api/v1/invitations/companies/${DEMO_OTHER_COMPANY.uuid}/products/sv`,
    expected: inviters(200, 404),
  },
  // The therapists and programs an invitation of a client to the second demo company may name.
  {
    route: 'GET /api/v1/invitations/companies/:company/care/:lang',
    url: `/api/v1/invitations/companies/${DEMO_OTHER_COMPANY.uuid}/care/sv`,
    expected: inviters(200, 404),
  },
  {
    route: 'PUT /api/v1/invitations/:uuid',
    url: `/api/v1/invitations/${NO_SUCH_INVITATION}`,
    payload: {},
    expected: inviters(404, 404),
  },
  // The console's resource over the same service.
  { route: 'GET /api/admin/invitations', expected: inviters(200, 200) },
  {
    route: 'GET /api/admin/invitations/:id',
    url: `/api/admin/invitations/${NO_SUCH_INVITATION}`,
    expected: inviters(404, 404),
  },
  {
    route: 'POST /api/admin/invitations',
    payload: foreignInvitation,
    expected: inviters(400, 404),
  },
  {
    route: 'PUT /api/admin/invitations/:id',
    url: `/api/admin/invitations/${NO_SUCH_INVITATION}`,
    payload: {},
    expected: inviters(404, 404),
  },
  // The caller's own company e-mail link: no demo domain matches, no token is valid, nothing is
  // linked.
  {
    route: 'POST /api/v1/users/link',
    payload: { email: 'matrix@no-company.example.net' },
    expected: loggedIn(400),
  },
  {
    route: 'POST /api/v1/users/link/confirm',
    payload: { token: 'matrix-unknown' },
    expected: loggedIn(400),
  },
  { route: 'DELETE /api/v1/users/link', expected: loggedIn(404) },
  // Insurance check: insurance.read.[*] is the admin's alone.
  {
    route: 'GET /api/v1/insurance',
    url: '/api/v1/insurance?national_id=198002022382',
    expected: { ...everyone(403), anonymous: 401, admin: 200 },
  },
];
