import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Reports, reference templates, editor lists and scoring (backend/src/reports). Authoring needs
 * module.create/update/delete (admin, cc); everyone else logged in gets 403. Reading the report
 * and reference editors needs module.update too (reports hidden from clients stay hidden).
 * Scoring, /reference-details and the editor lists need module.read, which the demo clinic admin
 * lacks. Writes send an empty form (400) or name an id that does not exist (404), so the matrix
 * never changes the seeded content.
 */
const authors = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  cc: status,
});

const readers = (status: number): Record<Caller, number> => ({
  ...loggedIn(status),
  'clinic-admin': 403,
});

const MISSING = 2147483647;

export const REPORTS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/report/list/:lang/page/:page_id',
    url: '/api/report/list/sv/page/1',
    expected: authors(200),
  },
  {
    route: 'GET /api/reports/list/:id',
    url: `/api/reports/list/${MISSING}`,
    expected: authors(404),
  },
  {
    route: 'GET /api/report/:id/edit/:lang',
    url: `/api/report/${MISSING}/edit/sv`,
    expected: authors(404),
  },
  {
    route: 'GET /api/report/single-question/:id/edit/:lang',
    url: `/api/report/single-question/${MISSING}/edit/en`,
    expected: authors(404),
  },
  {
    route: 'GET /api/report/combined-question/:id/edit/:lang',
    url: `/api/report/combined-question/${MISSING}/edit/sv`,
    expected: authors(404),
  },
  { route: 'POST /api/report/create', payload: {}, expected: authors(400) },
  {
    route: 'PUT /api/report/:id',
    url: `/api/report/${MISSING}`,
    payload: {},
    expected: authors(404),
  },
  { route: 'DELETE /api/report/:id', url: `/api/report/${MISSING}`, expected: authors(404) },
  {
    route: 'POST /api/report/:id/element',
    url: `/api/report/${MISSING}/element`,
    payload: { report_element_type: 'title', name: 'Matris' },
    expected: authors(404),
  },
  {
    route: 'PUT /api/report/element/:id',
    url: `/api/report/element/${MISSING}`,
    payload: {},
    expected: authors(404),
  },
  {
    route: 'DELETE /api/report/element/:id',
    url: `/api/report/element/${MISSING}`,
    expected: authors(404),
  },
  {
    route: 'GET /api/reference-template/list/:lang',
    url: '/api/reference-template/list/en',
    expected: authors(200),
  },
  {
    route: 'GET /api/reference-template/:id/edit/:lang',
    url: `/api/reference-template/${MISSING}/edit/sv`,
    expected: authors(404),
  },
  { route: 'POST /api/reference-template/create', payload: {}, expected: authors(400) },
  {
    route: 'PUT /api/reference-template/:id',
    url: `/api/reference-template/${MISSING}`,
    payload: {},
    expected: authors(404),
  },
  {
    route: 'DELETE /api/reference-template/:id',
    url: `/api/reference-template/${MISSING}`,
    expected: authors(404),
  },
  { route: 'POST /reference-details', payload: {}, expected: readers(400) },
  {
    route: 'GET /api/meta/:type/:lang',
    url: '/api/meta/report_element_types/sv',
    expected: readers(200),
  },
  {
    route: 'POST /api/test/:id/score',
    url: `/api/test/${MISSING}/score`,
    payload: { answers: [] },
    expected: readers(404),
  },
  { route: 'GET /api/admin/report-templates', expected: authors(200) },
  {
    route: 'GET /api/admin/report-templates/:id',
    url: `/api/admin/report-templates/${MISSING}`,
    expected: authors(404),
  },
  { route: 'POST /api/admin/report-templates', payload: {}, expected: authors(400) },
  {
    route: 'PUT /api/admin/report-templates/:id',
    url: `/api/admin/report-templates/${MISSING}`,
    payload: {},
    expected: authors(404),
  },
  {
    route: 'DELETE /api/admin/report-templates/:id',
    url: `/api/admin/report-templates/${MISSING}`,
    expected: authors(404),
  },
  { route: 'GET /api/admin/reference-templates', expected: authors(200) },
  {
    route: 'GET /api/admin/reference-templates/:id',
    url: `/api/admin/reference-templates/${MISSING}`,
    expected: authors(404),
  },
  { route: 'POST /api/admin/reference-templates', payload: {}, expected: authors(400) },
  {
    route: 'PUT /api/admin/reference-templates/:id',
    url: `/api/admin/reference-templates/${MISSING}`,
    payload: {},
    expected: authors(404),
  },
  {
    route: 'DELETE /api/admin/reference-templates/:id',
    url: `/api/admin/reference-templates/${MISSING}`,
    expected: authors(404),
  },
];
