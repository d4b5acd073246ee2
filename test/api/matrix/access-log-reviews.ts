import { loggedIn, type MatrixRow } from './matrix-row';

/**
 * The access log's sample review (backend/src/access-log/reviews): admins and clinic admins only
 * (access-log/review.*); a review that does not exist is 404 to them, everyone else 403.
 */
export const ACCESS_LOG_REVIEWS_ROUTES: MatrixRow[] = [
  {
    route: 'POST /api/v1/access-log/reviews',
    url: '/api/v1/access-log/reviews',
    payload: { from: '2019-01-01', to: '2019-01-02', sample_size: 1 },
    expected: { ...loggedIn(403), admin: 201, 'clinic-admin': 201 },
  },
  {
    route: 'GET /api/v1/access-log/reviews',
    url: '/api/v1/access-log/reviews',
    expected: { ...loggedIn(403), admin: 200, 'clinic-admin': 200 },
  },
  {
    route: 'GET /api/v1/access-log/reviews/:id',
    url: '/api/v1/access-log/reviews/2147483647',
    expected: { ...loggedIn(403), admin: 404, 'clinic-admin': 404 },
  },
  {
    route: 'GET /api/v1/access-log/reviews/:id.csv',
    url: '/api/v1/access-log/reviews/2147483647.csv',
    expected: { ...loggedIn(403), admin: 404, 'clinic-admin': 404 },
  },
  {
    route: 'PUT /api/v1/access-log/reviews/:id/entries/:entryId',
    url: '/api/v1/access-log/reviews/2147483647/entries/1',
    payload: { reviewed: true, comment: 'matrix' },
    expected: { ...loggedIn(403), admin: 404, 'clinic-admin': 404 },
  },
];
