import { loggedIn, type MatrixRow } from './matrix-row';

/**
 * Data export and erasure (backend/src/data-exports, backend/src/erasure). An export of the demo
 * client: the client themself and admins (202); other callers who pass the user.read guard get
 * 404 (nobody learns more), those without it 403. Erasure without its confirmation: admins reach
 * the confirmation check (400, nothing erased), everyone else lacks user.delete (403).
 */
export const DATA_EXPORTS_ROUTES: MatrixRow[] = [
  {
    route: 'POST /api/v1/users/:uuid/data-exports',
    url: '/api/v1/users/{uuid:client@example.com}/data-exports',
    expected: {
      ...loggedIn(404),
      admin: 202,
      client: 202,
      cc: 403,
    },
  },
  {
    route: 'GET /api/v1/data-exports/:token',
    url: '/api/v1/data-exports/bWF0cml4LXVua25vd24tZXhwb3J0LXRva2VuLTAwMDAwMDA',
    expected: loggedIn(404),
  },
  {
    route: 'POST /api/v1/users/:uuid/erasure',
    url: '/api/v1/users/{uuid:client@example.com}/erasure',
    payload: {},
    expected: { ...loggedIn(403), admin: 400 },
  },
];
