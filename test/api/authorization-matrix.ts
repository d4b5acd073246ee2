/**
 * The authorization matrix: for every route, what each kind of caller gets. The route-coverage
 * test fails when a registered route has no row here, or a row names a route that does not exist.
 * Each domain keeps its rows in ./matrix/<domain>.ts.
 */
import { type Caller, everyone, loggedIn, type MatrixRow } from './matrix/matrix-row';
import { ORGANISATIONS_ROUTES } from './matrix/organisations';
import { CREDITS_ROUTES } from './matrix/credits';
import { INVITATIONS_ROUTES } from './matrix/invitations';
import { DOCUMENTS_ROUTES } from './matrix/documents';
import { PROGRAMS_ROUTES } from './matrix/programs';
import { CONTENT_ROUTES } from './matrix/content';
import { REPORTS_ROUTES } from './matrix/reports';
import { PROGRAM_SUBSCRIPTIONS_ROUTES } from './matrix/program-subscriptions';
import { LEARNING_ROUTES } from './matrix/learning';
import { CARE_TEAM_ROUTES } from './matrix/care-team';
import { QUEUE_BOARD_SESSION_ROUTES } from './matrix/queue-board';
import { GENERATED_REPORTS_ROUTES } from './matrix/generated-reports';
import { ASSESSMENTS_ROUTES } from './matrix/assessments';
import { CHAT_ROUTES } from './matrix/chat';
import { COMPANY_USERS_ROUTES } from './matrix/company-users';
import { SPECIALISTS_ROUTES } from './matrix/specialists';
import { MEETINGS_ROUTES } from './matrix/meetings';
import { DASHBOARD_ROUTES } from './matrix/dashboard';
import { CLIENT_HOME_ROUTES } from './matrix/client-home';
import { DATA_EXPORTS_ROUTES } from './matrix/data-exports';
import { ACCESS_LOG_REVIEWS_ROUTES } from './matrix/access-log-reviews';
import { PAYMENTS_ROUTES } from './matrix/payments';

export { type Caller, DEMO_EMAIL, type MatrixRow } from './matrix/matrix-row';

/** Staff lists of users: everyone whose user.read reaches someone besides themselves. */
const staffLists: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 200,
  hc: 200,
  'company-admin': 200,
  'clinic-admin': 200,
  'clinic-therapist': 200,
  'therapist-premium': 200,
};

/** The company admin's own record: staff with scope see it, scoped callers get 404. */
const companyAdminRead: Record<Caller, number> = {
  ...staffLists,
  client: 404,
  'clinic-admin': 404,
  'clinic-therapist': 404,
  'therapist-premium': 404,
};

/** Changing the company admin's account: admin and hc; others past the guard do not find it. */
const userEditors: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 200,
  hc: 200,
  client: 404,
  'clinic-therapist': 404,
  'therapist-premium': 404,
};

const userCreators: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 200,
  hc: 200,
  'therapist-premium': 200,
};

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', expected: everyone(200) },
  { route: 'GET /api/health/ready', expected: everyone(200) },
  {
    route: 'POST /client/login',
    payload: { email: 'matrix-unknown@example.com', password: 'wrong-password' },
    expected: everyone(401),
  },
  // Refresh judges the bearer itself: a fresh token exchanges, no token is refused.
  { route: 'GET /api/v1/account/refresh', expected: loggedIn(200) },
  { route: 'GET /api/v1/account/logout', expected: loggedIn(200) },
  { route: 'GET /api/users/get-current-user-profile', expected: loggedIn(200) },
  // User administration, own profile and reference lists (backend/src/users, backend/src/lookups).
  // Lists are for staff: a caller whose user.read reaches only themselves (a client) gets 403; the
  // demo clinic admin's user.read.[company] reaches the demo clinic's members.
  // Single users use the company admin (a client in the demo company's Ledning unit).
  { route: 'GET /api/user-id', expected: loggedIn(200) },
  { route: 'POST /api/users/update-current-user-profile', payload: {}, expected: loggedIn(200) },
  // The own e-mail change: a malformed address (400) changes nothing; an unknown token is 400 for
  // anyone (the confirmation needs no login).
  {
    route: 'POST /api/v1/users/email-change',
    payload: { email: 'not-an-address' },
    expected: loggedIn(400),
  },
  {
    route: 'POST /api/v1/users/email-change/confirm',
    payload: { token: 'matrix-unknown' },
    expected: everyone(400),
  },
  { route: 'GET /api/v1/users/account-changes', expected: loggedIn(200) },
  {
    route: 'GET /api/user/update_language/:locale',
    url: '/api/user/update_language/sv',
    expected: loggedIn(200),
  },
  { route: 'POST /api/users/full-list-by-roles', payload: { roles: ['hc'] }, expected: staffLists },
  { route: 'GET /api/users/full-list-by-role/hc', expected: staffLists },
  { route: 'GET /api/users/get-default-hc', expected: staffLists },
  { route: 'GET /api/users/list', expected: staffLists },
  { route: 'GET /api/admin/users', expected: staffLists },
  {
    route: 'GET /api/admin/users/:id',
    url: '/api/admin/users/{id:company-admin@example.com}',
    expected: companyAdminRead,
  },
  // The same empty change as PUT /api/users/:id.
  {
    route: 'PUT /api/admin/users/:id',
    url: '/api/admin/users/{id:company-admin@example.com}',
    payload: {},
    expected: userEditors,
  },
  {
    route: 'GET /api/users/:id/edit',
    url: '/api/users/{id:company-admin@example.com}/edit',
    expected: companyAdminRead,
  },
  {
    route: 'GET /api/users/:id/edit-temp',
    url: '/api/users/{id:company-admin@example.com}/edit-temp',
    expected: companyAdminRead,
  },
  {
    route: 'GET /api/v1/users/:id/formatted',
    url: '/api/v1/users/{id:company-admin@example.com}/formatted',
    expected: companyAdminRead,
  },
  // An empty form fails validation for whoever may create users.
  {
    route: 'POST /api/users',
    payload: {},
    expected: { ...loggedIn(403), admin: 400, hc: 400, 'therapist-premium': 400 },
  },
  // An empty change; one's own account is edited from the profile instead (403).
  {
    route: 'PUT /api/users/:id',
    url: '/api/users/{id:company-admin@example.com}',
    payload: {},
    expected: userEditors,
  },
  // Blocking a demo account would end the sessions the matrix uses: an id that does not exist.
  {
    route: 'PUT /api/users/:id/block',
    url: '/api/users/2147483647/block',
    expected: { ...loggedIn(403), admin: 404, hc: 404 },
  },
  {
    route: 'PUT /api/users/:id/unblock',
    url: '/api/users/{id:company-admin@example.com}/unblock',
    expected: { ...loggedIn(403), admin: 200, hc: 200 },
  },
  { route: 'GET /api/v1/permissions/roles', expected: userCreators },
  { route: 'GET /api/roles/list/:lang', url: '/api/roles/list/en', expected: loggedIn(200) },
  {
    route: 'GET /api/roles/list/:lang/:extra',
    url: '/api/roles/list/sv/company',
    expected: loggedIn(200),
  },
  {
    route: 'GET /api/speciality/full-list/:lang',
    url: '/api/speciality/full-list/sv',
    expected: loggedIn(200),
  },
  {
    route: 'GET /api/gender/full-list/:lang',
    url: '/api/gender/full-list/en',
    expected: loggedIn(200),
  },
  {
    route: 'GET /api/position/full-list/:lang',
    url: '/api/position/full-list/sv',
    expected: loggedIn(200),
  },
  // e-ID login (backend/src/access/eid): public, authenticated by the issuer or the auth2 token.
  // Start redirects to the issuer; a callback without the login cookie redirects to the error.
  { route: 'GET /session/login', url: '/session/login?kind=client', expected: everyone(302) },
  { route: 'GET /api/v1/account/eid/callback', expected: everyone(302) },
  {
    route: 'POST /api/v1/account/auth',
    payload: {
      first_name: 'Matrix',
      last_name: 'Caller',
      email: 'matrix-eid@example.com',
      terms_accepted: true,
    },
    expected: everyone(401),
  },
  { route: 'GET /client/get-new-token-for-auth2-new-user', expected: everyone(401) },
  // The hand-over of a session to client-web (backend/src/access/session-handover.*): a code
  // for the caller's own token; redeeming an unknown code is refused for everyone.
  {
    route: 'POST /api/v1/account/handover',
    payload: { binding: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg' },
    expected: loggedIn(200),
  },
  {
    route: 'POST /api/v1/account/handover/redeem',
    payload: {
      code: 'bWF0cml4LXVua25vd24tY29kZS0wMDAwMDAwMDAwMDA',
      state: 'bWF0cml4LXN0YXRlLTAwMDAwMDAwMDAwMDAwMDAwMDA',
    },
    expected: everyone(401),
  },
  {
    // The demo client's log: admins read anyone's, the client their own ("who has read my
    // data"); someone else's is 404 for a client, the company admin (a client too) included.
    route: 'GET /api/v1/users/:uuid/access-log',
    url: '/api/v1/users/{uuid:client@example.com}/access-log',
    expected: { ...loggedIn(403), admin: 200, client: 200, 'company-admin': 404 },
  },
  // Password reset, invitation password, impersonation (backend/src/access/…).
  {
    route: 'POST /api/password/reset',
    payload: { email: 'matrix-unknown@example.com' },
    expected: everyone(200),
  },
  {
    route: 'POST /api/update-reset-password',
    payload: {
      token: 'matrix-unknown',
      password: 'Matrix-pw-123',
      password_confirmation: 'Matrix-pw-123',
    },
    expected: everyone(400),
  },
  {
    route: 'POST /api/check-invite',
    payload: { token: 'matrix-unknown' },
    expected: everyone(400),
  },
  {
    route: 'POST /api/update-new-user-password',
    payload: {
      token: 'matrix-unknown',
      password: 'Matrix-pw-123',
      password_confirmation: 'Matrix-pw-123',
    },
    expected: everyone(400),
  },
  {
    route: 'POST /api/users/impersonate',
    url: '/api/users/impersonate?action=start',
    payload: {
      user_uuid: '5e1d0c0a-0000-4000-8000-0000000000ff',
      reason: 'Matrix check of the route',
    },
    expected: { ...loggedIn(403), admin: 404 },
  },
  // Only an impersonation token may stop; the matrix's callers hold their own tokens.
  {
    route: 'POST /api/users/impersonate/stop',
    url: '/api/users/impersonate/stop?action=stop',
    expected: loggedIn(400),
  },
  {
    route: 'GET /api/v1/account/impersonate/:role',
    url: '/api/v1/account/impersonate/client?reason=Matrix%20check%20of%20the%20route',
    expected: { ...loggedIn(403), admin: 200 },
  },
  ...ORGANISATIONS_ROUTES,
  ...CREDITS_ROUTES,
  ...INVITATIONS_ROUTES,
  ...DOCUMENTS_ROUTES,
  ...PROGRAMS_ROUTES,
  ...CONTENT_ROUTES,
  ...REPORTS_ROUTES,
  ...PROGRAM_SUBSCRIPTIONS_ROUTES,
  ...LEARNING_ROUTES,
  ...GENERATED_REPORTS_ROUTES,
  ...ASSESSMENTS_ROUTES,
  ...CHAT_ROUTES,
  ...COMPANY_USERS_ROUTES,
  ...CARE_TEAM_ROUTES,
  ...QUEUE_BOARD_SESSION_ROUTES,
  ...SPECIALISTS_ROUTES,
  ...MEETINGS_ROUTES,
  ...DASHBOARD_ROUTES,
  ...CLIENT_HOME_ROUTES,
  ...DATA_EXPORTS_ROUTES,
  ...ACCESS_LOG_REVIEWS_ROUTES,
  ...PAYMENTS_ROUTES,
];
