import { vi } from 'vitest';
import { fakeToken } from './tokens';

export interface FakeUser {
  role: string;
  firstName: string;
  lastName: string;
  permissions?: string[];
}

export function currentUserBody({ role, firstName, lastName, permissions = [] }: FakeUser) {
  return {
    id: 7,
    uuid: '0b6f7e8e-0000-4000-8000-000000000007',
    email: `${firstName.toLowerCase()}@example.com`,
    role,
    role_name: role,
    roles: [role],
    permissions,
    default_lang: 'sv',
    white_label: null,
    profile: { id: 7, first_name: firstName, last_name: lastName },
    companies: [],
    company_units: [],
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const WRONG_CREDENTIALS = {
  sv: 'Felaktigt användarnamn eller lösenord',
  en: 'Incorrect username or password',
};

/** What /api/admin/users answers in these tests. */
export const ADMIN_USER_ROWS = [
  {
    id: 4,
    uuid: '00000000-0000-4000-8000-000000000004',
    first_name: 'Klara',
    last_name: 'Karlsson',
    email: 'client@example.com',
    role: 'client',
    blocked_at: null,
    health_coach: null,
    companies: [],
  },
  {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    first_name: 'Astrid',
    last_name: 'Andersson',
    email: 'admin@example.com',
    role: 'admin',
    blocked_at: null,
    health_coach: null,
    companies: [],
  },
];

/** What /api/admin/companies answers in these tests (ids are uuids). */
export const ADMIN_COMPANY_ROWS = [
  {
    id: '00000000-0000-4000-8000-0000000000c1',
    company_id: 1,
    name: 'Acme AB',
    email_domain: 'acme.se',
    system_company: false,
    types: ['employer'],
    address: { street: null, postcode: null, city: 'Lund', country: 'SE' },
  },
  {
    id: '00000000-0000-4000-8000-0000000000c2',
    company_id: 2,
    name: 'Sinnro AB',
    email_domain: null,
    system_company: true,
    types: [],
    address: { street: null, postcode: null, city: null, country: 'SE' },
  },
];

/** What /api/admin/programs answers in these tests. */
export const ADMIN_PROGRAM_ROWS = [
  {
    id: 3,
    name: 'Sömnprogrammet',
    fallback: false,
    modules: [],
    duration: 56,
    default: 1,
    is_treatment: true,
    subscription_model_uuid: '5b0c0de1-0000-4000-8000-000000000001',
    subscription_model_name: 'Self study',
  },
];

/** Extra answers by path, tried before the built-in ones. */
export type FakeRoutes = Record<string, (init: RequestInit) => Response>;

function listResponse(resource: string, rows: unknown[]): Response {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `${resource} 0-${rows.length - 1}/${rows.length}`);
  return response;
}

/**
 * Stands in for the backend's login and profile endpoints: the given user logs in with the
 * password "secret"; any other password gets the server's 401 in the request's language.
 */
export function fakeApi(user: FakeUser, routes: FakeRoutes = {}) {
  const token = fakeToken({ roles: [user.role], expiresInSeconds: 3600 });
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init.headers);
    const route = routes[url.pathname];
    if (route !== undefined) return Promise.resolve(route(init));
    if (url.pathname === '/client/login' && init.method === 'POST') {
      const { password } = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
        password: string;
      };
      if (password !== 'secret') {
        const language = headers.get('Accept-Language') === 'en' ? 'en' : 'sv';
        return Promise.resolve(
          jsonResponse(401, {
            statusCode: 401,
            error: 'Unauthorized',
            message: WRONG_CREDENTIALS[language],
          }),
        );
      }
      return Promise.resolve(jsonResponse(200, { token, user: currentUserBody(user) }));
    }
    if (url.pathname === '/api/users/get-current-user-profile') {
      return Promise.resolve(
        headers.get('Authorization') === `Bearer ${token}`
          ? jsonResponse(200, currentUserBody(user))
          : jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }),
      );
    }
    if (url.pathname === '/api/v1/account/logout') {
      return Promise.resolve(jsonResponse(200, { status: 'Success' }));
    }
    if (url.pathname === '/api/admin/users') {
      const response = jsonResponse(200, ADMIN_USER_ROWS);
      response.headers.set(
        'Content-Range',
        `users 0-${ADMIN_USER_ROWS.length - 1}/${ADMIN_USER_ROWS.length}`,
      );
      return Promise.resolve(response);
    }
    if (url.pathname === '/api/admin/companies') {
      return Promise.resolve(listResponse('companies', ADMIN_COMPANY_ROWS));
    }
    if (url.pathname === '/api/admin/programs') {
      return Promise.resolve(listResponse('programs', ADMIN_PROGRAM_ROWS));
    }
    if (url.pathname === '/api/admin/products') {
      return Promise.resolve(
        listResponse('products', [
          { id: 1, name: 'Digital behandling', sort_order: 1 },
          { id: 2, name: 'Videosamtal', sort_order: 2 },
        ]),
      );
    }
    if (url.pathname.startsWith('/api/durations/full-list/')) {
      return Promise.resolve(
        jsonResponse(200, [
          { id: 1, days: 28, name: '4 veckor' },
          { id: 2, days: 56, name: '8 veckor' },
        ]),
      );
    }
    if (url.pathname === '/api/v1/subscription-models/type/icbt') {
      return Promise.resolve(
        jsonResponse(200, [
          { uuid: '5b0c0de1-0000-4000-8000-000000000001', name: 'Self study', type: 'icbt' },
        ]),
      );
    }
    return Promise.resolve(
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, token };
}
