import { DEMO_CONTENT } from 'src/content/content.seeder';
import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Content (modules, chapters, sections, pages, questions, tests). module.read is held by every
 * platform role but the clinic admin; module.create/update/delete by admin and cc only. Object rows
 * name an id that does not exist (readers get 404, others 403 before any lookup); writes send an
 * empty body, so callers allowed past the guard get 400 or 404 and nothing changes. The seeded
 * draft module is the foreign-object row: authors read it, every other reader gets 404.
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

const draftReaders: Record<Caller, number> = { ...readers(404), admin: 200, cc: 200 };

/** create / update-by-language / delete / order rows of one kind of child object. */
function authoring(base: string, order: string): MatrixRow[] {
  return [
    { route: `POST /api/${base}`, payload: {}, expected: writers(400) },
    {
      route: `PUT /api/${base}/:id/${order}/order`,
      url: `/api/${base}/${MISSING}/${order}/order`,
      payload: { ids: [] },
      expected: writers(404),
    },
    {
      route: `PUT /api/${base}/:id/:lang`,
      url: `/api/${base}/${MISSING}/sv`,
      payload: {},
      expected: writers(404),
    },
    { route: `DELETE /api/${base}/:id`, url: `/api/${base}/${MISSING}`, expected: writers(404) },
  ];
}

/** The console's resource: list, one, create, update, delete. */
function adminResource(resource: string): MatrixRow[] {
  const one = `/api/admin/${resource}/${MISSING}`;
  return [
    { route: `GET /api/admin/${resource}`, expected: readers(200) },
    { route: `GET /api/admin/${resource}/:id`, url: one, expected: readers(404) },
    { route: `POST /api/admin/${resource}`, payload: {}, expected: writers(400) },
    { route: `PUT /api/admin/${resource}/:id`, url: one, payload: {}, expected: writers(404) },
    { route: `DELETE /api/admin/${resource}/:id`, url: one, expected: writers(404) },
  ];
}

export const CONTENT_ROUTES: MatrixRow[] = [
  { route: 'GET /api/modules/:lang', url: '/api/modules/sv', expected: readers(200) },
  {
    route: 'GET /api/modules/:id/:lang',
    url: `/api/modules/${DEMO_CONTENT.draft.uuid}/sv`,
    expected: draftReaders,
  },
  { route: 'POST /api/modules', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/modules/:id/publish',
    url: `/api/modules/${MISSING}/publish`,
    expected: writers(404),
  },
  {
    route: 'PUT /api/modules/:id/unpublish',
    url: `/api/modules/${MISSING}/unpublish`,
    expected: writers(404),
  },
  {
    route: 'PUT /api/modules/:id/chapters/order',
    url: `/api/modules/${MISSING}/chapters/order`,
    payload: { ids: [] },
    expected: writers(404),
  },
  {
    route: 'PUT /api/modules/:id/:lang',
    url: `/api/modules/${MISSING}/sv`,
    payload: {},
    expected: writers(404),
  },
  { route: 'DELETE /api/modules/:id', url: `/api/modules/${MISSING}`, expected: writers(404) },
  {
    route: 'GET /api/chapter/:id/edit/:lang',
    url: `/api/chapter/${MISSING}/edit/sv`,
    expected: readers(404),
  },
  ...authoring('chapter', 'sections'),
  {
    route: 'GET /api/section/:id/edit/:lang',
    url: `/api/section/${MISSING}/edit/sv`,
    expected: readers(404),
  },
  ...authoring('section', 'pages'),
  {
    route: 'GET /api/page/:id/edit/:lang',
    url: `/api/page/${MISSING}/edit/sv`,
    expected: readers(404),
  },
  ...authoring('page', 'questions'),
  { route: 'POST /api/pages/copy', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/pages/:id',
    url: `/api/pages/${MISSING}`,
    payload: {},
    expected: writers(404),
  },
  ...authoring('question', 'options'),
  { route: 'POST /api/answer-option', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/answer-option/:id/:lang',
    url: `/api/answer-option/${MISSING}/sv`,
    payload: {},
    expected: writers(404),
  },
  {
    route: 'DELETE /api/answer-option/:id',
    url: `/api/answer-option/${MISSING}`,
    expected: writers(404),
  },
  { route: 'GET /api/test/full-list/:lang', url: '/api/test/full-list/sv', expected: readers(200) },
  {
    route: 'GET /api/test/full-list-report/:lang',
    url: '/api/test/full-list-report/sv',
    expected: readers(200),
  },
  {
    route: 'GET /api/test/treeview-pages/:id/:lang',
    url: `/api/test/treeview-pages/${MISSING}/sv`,
    expected: readers(404),
  },
  {
    route: 'GET /api/test/:id/edit/:lang',
    url: `/api/test/${MISSING}/edit/sv`,
    expected: readers(404),
  },
  ...authoring('test', 'sections'),
  {
    route: 'GET /api/treeview/:type/:id/:lang',
    url: `/api/treeview/module/${MISSING}/sv`,
    expected: readers(404),
  },
  {
    route: 'GET /api/breadcrumb/:lang/:type/:id/:user_id',
    url: `/api/breadcrumb/sv/page/${MISSING}/1`,
    expected: readers(404),
  },
  {
    route: 'GET /api/attributes/:lang',
    url: '/api/attributes/sv?type=end_treatment',
    expected: loggedIn(200),
  },
  ...['modules', 'chapters', 'sections', 'pages', 'tests'].flatMap(adminResource),
];
