import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { type Caller, loggedIn, type MatrixRow } from './matrix-row';

/**
 * Companies, units, cost centres and the product catalogue. Object rows name the second demo
 * company (or a unit of the demo company outside the company admin's unit, Ledning): the company
 * admin of Exempelbolaget gets 404 there. Writes send an invalid body, so callers allowed past the
 * guard get 400 and the demo data stays as it is.
 */
const OTHER = `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}`;
const OTHER_UNIT = DEMO_OTHER_COMPANY.unit.uuid;
const PRODUKTION = DEMO_COMPANY.units[1].uuid;
const DEMO = `/api/v1/companies/${DEMO_COMPANY.uuid}`;

/**
 * company.read / company-unit.read: admin and hc everywhere, the company admin in their own, the
 * clinic admin in the demo clinic (a member of it).
 */
const readers: Record<Caller, number> = {
  ...loggedIn(403),
  admin: 200,
  hc: 200,
  'company-admin': 200,
  'clinic-admin': 200,
};

/** The same readers asking for an object of another company or outside their unit. */
const foreign: Record<Caller, number> = { ...readers, 'company-admin': 404, 'clinic-admin': 404 };

/** company.create/update and company-unit.create/update: admin and hc. */
const writers = (status: number): Record<Caller, number> => ({
  ...loggedIn(403),
  admin: status,
  hc: status,
});

export const ORGANISATIONS_ROUTES: MatrixRow[] = [
  { route: 'GET /api/v1/companies', url: '/api/v1/companies?paginate=false', expected: readers },
  { route: 'POST /api/v1/companies', payload: {}, expected: writers(400) },
  { route: 'GET /api/v1/companies/types', expected: readers },
  { route: 'GET /api/v1/companies/:uuid', url: OTHER, expected: foreign },
  {
    route: 'PUT /api/v1/companies/:uuid',
    url: OTHER,
    payload: { name: '' },
    expected: writers(400),
  },
  { route: 'GET /api/v1/companies/:id/:lang', url: `${OTHER}/en`, expected: foreign },
  {
    route: 'GET /api/v1/companies/:uuid/products/:lang',
    url: `${OTHER}/products/sv`,
    expected: foreign,
  },
  { route: 'GET /api/company/full-list', expected: readers },
  { route: 'GET /api/v1/companies/:company/units', url: `${OTHER}/units`, expected: foreign },
  {
    route: 'POST /api/v1/companies/:company/units',
    url: `${OTHER}/units`,
    payload: {},
    expected: writers(400),
  },
  {
    route: 'GET /api/v1/companies/:company/units/:unit',
    url: `${DEMO}/units/${PRODUKTION}`,
    expected: foreign,
  },
  {
    route: 'PUT /api/v1/companies/:company/units/:unit',
    url: `${OTHER}/units/${OTHER_UNIT}`,
    payload: { name: '' },
    expected: writers(400),
  },
  {
    route: 'GET /api/v1/companies/:company/units/:unit/sub-units',
    url: `${DEMO}/units/${PRODUKTION}/sub-units`,
    expected: foreign,
  },
  {
    route: 'GET /api/v1/companies/:company/cost-centres',
    url: `${OTHER}/cost-centres`,
    expected: foreign,
  },
  {
    route: 'POST /api/v1/companies/:company/cost-centres',
    url: `${OTHER}/cost-centres`,
    payload: {},
    expected: writers(400),
  },
  {
    route: 'GET /api/v1/products/:lang',
    url: '/api/v1/products/sv?type=business',
    expected: loggedIn(200),
  },
  { route: 'GET /api/admin/companies', expected: readers },
  {
    route: 'GET /api/admin/companies/:id',
    url: `/api/admin/companies/${DEMO_OTHER_COMPANY.uuid}`,
    expected: foreign,
  },
  { route: 'POST /api/admin/companies', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/admin/companies/:id',
    url: `/api/admin/companies/${DEMO_OTHER_COMPANY.uuid}`,
    payload: { name: '' },
    expected: writers(400),
  },
  { route: 'GET /api/admin/company-units', expected: readers },
  {
    route: 'GET /api/admin/company-units/:id',
    url: `/api/admin/company-units/${OTHER_UNIT}`,
    expected: foreign,
  },
  { route: 'POST /api/admin/company-units', payload: {}, expected: writers(400) },
  {
    route: 'PUT /api/admin/company-units/:id',
    url: `/api/admin/company-units/${OTHER_UNIT}`,
    payload: { name: '' },
    expected: writers(400),
  },
  { route: 'GET /api/admin/products', expected: readers },
  { route: 'GET /api/admin/products/:id', url: '/api/admin/products/1', expected: readers },
];
