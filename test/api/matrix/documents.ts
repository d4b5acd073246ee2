import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * User documents and consent documents (backend/src/documents). The demo client is a member of
 * the demo company, whose company admin is the employer; other-company-client belongs to the
 * foreign company. Consent documents c1 (demo company) and c2 (foreign company) are seeded.
 */
const DEMO_CONSENT = '5e1d0c0a-0000-4000-8000-0000000000c1';
const FOREIGN_CONSENT = '5e1d0c0a-0000-4000-8000-0000000000c2';
const NO_SUCH_DOCUMENT = '0b7e2a52-1d2c-4c1e-9d5a-3f1e2d3c4b5a';

/** Only the employer's company admins hold user/document.read; everyone else is refused (403). */
const employerOnly = (companyAdmin: number): Record<Caller, number> => ({
  ...loggedIn(403),
  'company-admin': companyAdmin,
});

/** company.read: platform staff with [*], company admins in their company, the demo clinic
 * admin in the demo clinic (like a company admin: the foreign company's document is 404). */
const companyReaders = (staff: number, companyAdmin: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: staff,
  hc: staff,
  'company-admin': companyAdmin,
  'clinic-admin': companyAdmin,
});

/** company.update.[*]: admin and hc. */
const companyWriters = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
});

export const DOCUMENTS_ROUTES: MatrixRow[] = [
  {
    route: 'GET /api/v1/users/:uuid/documents',
    url: '/api/v1/users/{id:client@example.com}/documents',
    expected: employerOnly(200),
  },
  // Download of a document that does not exist: the employer learns nothing more than 404.
  {
    route: 'GET /api/v1/users/:user_uuid/documents/:uuid',
    url: `/api/v1/users/{id:client@example.com}/documents/${NO_SUCH_DOCUMENT}`,
    expected: employerOnly(404),
  },
  // Upload (no form sent) for a member of the foreign company: staff who manage companies get as
  // far as the form (400); the demo company's admin and everyone else do not see the user (404).
  {
    route: 'POST /api/v1/users/:uuid/documents',
    url: '/api/v1/users/{id:olle.annan@example.com}/documents',
    expected: { ...loggedIn(404), admin: 400, hc: 400 },
  },
  { route: 'GET /api/v1/consent-documents', expected: companyReaders(200, 200) },
  { route: 'POST /api/v1/consent-documents', payload: {}, expected: companyWriters(400) },
  {
    route: 'PUT /api/v1/consent-documents/:uuid',
    url: `/api/v1/consent-documents/${DEMO_CONSENT}`,
    payload: {},
    expected: companyWriters(200),
  },
  // Accepting: members of the document's company only (the demo client and company admin).
  {
    route: 'POST /api/v1/consent-documents/:uuid/accept',
    url: `/api/v1/consent-documents/${DEMO_CONSENT}/accept`,
    expected: { ...loggedIn(404), client: 200, 'company-admin': 200 },
  },
  { route: 'GET /api/admin/consent-documents', expected: companyReaders(200, 200) },
  // The foreign company's document: staff read it, the demo company's admin gets 404.
  {
    route: 'GET /api/admin/consent-documents/:id',
    url: `/api/admin/consent-documents/${FOREIGN_CONSENT}`,
    expected: companyReaders(200, 404),
  },
  { route: 'POST /api/admin/consent-documents', payload: {}, expected: companyWriters(400) },
  {
    route: 'PUT /api/admin/consent-documents/:id',
    url: `/api/admin/consent-documents/${FOREIGN_CONSENT}`,
    payload: {},
    expected: companyWriters(200),
  },
];
