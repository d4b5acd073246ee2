import { DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Programs and their option lists. program.read is held by every platform role but the clinic
 * admin; program.create/update/delete by admin and cc only. Object rows name a program id that
 * does not exist (readers get 404, others 403 before any lookup); writes send an empty body, so
 * callers allowed past the guard get 400 and nothing changes.
 */
const MISSING = 2147483000;

const readers = (status: number): Record<Caller, number> => ({
  ...loggedIn(status),
  'clinic-admin': 403,
});

const writers = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  cc: status,
});

/**
 * company.read: admin and hc everywhere; the company admin of the demo company and the clinic
 * admin of the demo clinic get 404 here.
 */
const otherCompanyReaders: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 200,
  hc: 200,
  'company-admin': 404,
  'clinic-admin': 404,
};

export const PROGRAMS_ROUTES: MatrixRow[] = [
  { route: 'GET /api/programs', expected: readers(200) },
  { route: 'GET /api/programs/:locale', url: '/api/programs/sv', expected: readers(200) },
  {
    route: 'GET /api/programs/:id/:language',
    url: `/api/programs/${MISSING}/sv`,
    expected: readers(404),
  },
  {
    route: 'GET /api/programs/options/modules/:lang',
    url: '/api/programs/options/modules/sv?type=assessment',
    expected: readers(200),
  },
  {
    route: 'GET /api/programs/options/module-groups/:lang',
    url: '/api/programs/options/module-groups/en',
    expected: readers(200),
  },
  { route: 'POST /api/programs', payload: {}, expected: writers(400) },
  { route: 'PUT /api/programs', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/programs/:id',
    url: `/api/programs/${MISSING}`,
    payload: {},
    expected: writers(400),
  },
  { route: 'DELETE /api/programs/:ids', url: `/api/programs/${MISSING}`, expected: writers(404) },
  { route: 'GET /api/program/list/:locale', url: '/api/program/list/sv', expected: readers(200) },
  {
    route: 'GET /api/program/:id/edit/:language',
    url: `/api/program/${MISSING}/edit/sv`,
    expected: readers(404),
  },
  { route: 'POST /api/program/create', payload: {}, expected: writers(400) },
  {
    route: 'GET /api/program/:lang',
    url: `/api/program/sv?_id=${MISSING}`,
    expected: readers(404),
  },
  {
    route: 'GET /api/durations/full-list/:lang',
    url: '/api/durations/full-list/sv',
    expected: readers(200),
  },
  {
    route: 'GET /api/v1/subscription-models/type/:type',
    url: '/api/v1/subscription-models/type/icbt',
    expected: loggedIn(200),
  },
  {
    route: 'GET /api/v1/companies/:uuid/programs',
    url: `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/programs`,
    expected: otherCompanyReaders,
  },
  { route: 'GET /api/admin/programs', expected: readers(200) },
  {
    route: 'GET /api/admin/programs/:id',
    url: `/api/admin/programs/${MISSING}`,
    expected: readers(404),
  },
  { route: 'POST /api/admin/programs', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/admin/programs/:id',
    url: `/api/admin/programs/${MISSING}`,
    payload: {},
    expected: writers(400),
  },
  {
    route: 'DELETE /api/admin/programs/:id',
    url: `/api/admin/programs/${MISSING}`,
    expected: writers(404),
  },
];
