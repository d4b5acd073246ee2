/**
 * Shapes of the authorization matrix (see ../authorization-matrix.ts): for every route, what each kind of caller gets. The route-coverage
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
  /** May name a demo account's numeric id as `{id:<e-mail>}` (see support/matrix-urls). */
  url?: string;
  payload?: Record<string, unknown>;
  expected: Record<Caller, number>;
}

export const everyone = (status: number): Record<Caller, number> => ({
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

export const loggedIn = (status: number): Record<Caller, number> => ({
  ...everyone(status),
  anonymous: 401,
});
