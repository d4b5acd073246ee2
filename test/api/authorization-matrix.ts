/**
 * The authorization matrix: for every route, what each kind of caller gets. The route-coverage
 * test fails when a registered route has no row here, or a row names a route that does not exist.
 * "own"/"foreign" object rows arrive with the first routes that take an object id.
 */
export type Caller =
  | 'anonymous'
  | 'admin'
  | 'cc'
  | 'hc'
  | 'client'
  | 'company-admin'
  | 'clinic-admin'
  | 'clinic-therapist'
  | 'therapist-premium';

export const DEMO_EMAIL: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: 'admin@example.com',
  cc: 'cc@example.com',
  hc: 'hc@example.com',
  client: 'client@example.com',
  'company-admin': 'company-admin@example.com',
  'clinic-admin': 'clinic-admin@example.com',
  'clinic-therapist': 'clinic-therapist@example.com',
  'therapist-premium': 'therapist-premium@example.com',
};

export interface MatrixRow {
  /** "METHOD /path" exactly as registered (path parameters as :name). */
  route: string;
  url?: string;
  payload?: Record<string, unknown>;
  expected: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  admin: status,
  cc: status,
  hc: status,
  client: status,
  'company-admin': status,
  'clinic-admin': status,
  'clinic-therapist': status,
  'therapist-premium': status,
});

const loggedIn = (status: number): Record<Caller, number> => ({
  ...everyone(status),
  anonymous: 401,
});

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
  {
    route: 'GET /api/v1/users/:uuid/access-log',
    url: '/api/v1/users/5e1d0c0a-0000-4000-8000-0000000000ff/access-log',
    expected: { ...loggedIn(403), admin: 200 },
  },
];
