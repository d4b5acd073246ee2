import BusinessIcon from '@mui/icons-material/Business';
import { type ConsoleResource, type ExtraRoute } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';
import { COMPANY_ROUTES } from './company-paths';
import { type CompanyRecord } from './company-record';

const UnitTree = lazyView(() => import('./units/UnitTree'), 'UnitTree');
const UnitCreate = lazyView(() => import('./units/UnitCreate'), 'UnitCreate');
const UnitEdit = lazyView(() => import('./units/UnitEdit'), 'UnitEdit');
const SubUnits = lazyView(() => import('./units/SubUnits'), 'SubUnits');
const UnitOverview = lazyView(() => import('./units/UnitOverview'), 'UnitOverview');
const CompanyUsers = lazyView(() => import('./users/CompanyUsers'), 'CompanyUsers');
const InviteUser = lazyView(() => import('./invitations/InviteUser'), 'InviteUser');
const InvitationList = lazyView(() => import('./invitations/InvitationList'), 'InvitationList');
const InvitationEdit = lazyView(() => import('./invitations/InvitationEdit'), 'InvitationEdit');
const ConsentDocuments = lazyView(() => import('./consent/ConsentDocuments'), 'ConsentDocuments');
const ConsentDocumentCreate = lazyView(
  () => import('./consent/ConsentDocuments'),
  'ConsentDocumentCreate',
);
const ConsentDocumentEdit = lazyView(
  () => import('./consent/ConsentDocuments'),
  'ConsentDocumentEdit',
);
const CompanySubscriptionCreate = lazyView(
  () => import('../company-subscriptions/CompanySubscriptionCreate'),
  'CompanySubscriptionCreate',
);

/**
 * The company screens at the specification's routes (section 2 "Companies"), each guarded by
 * what it shows. The subscription's view and edit are the company-subscriptions resource's.
 */
const routes: ExtraRoute[] = [
  {
    path: COMPANY_ROUTES.units,
    element: <UnitTree />,
    access: { resource: 'company-units', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.unitAdd,
    element: <UnitCreate />,
    access: { resource: 'company-units', action: 'create' },
  },
  {
    path: COMPANY_ROUTES.subUnitAdd,
    element: <UnitCreate />,
    access: { resource: 'company-units', action: 'create' },
  },
  {
    path: COMPANY_ROUTES.unitEdit,
    element: <UnitEdit />,
    access: { resource: 'company-units', action: 'edit' },
  },
  {
    path: COMPANY_ROUTES.subUnits,
    element: <SubUnits />,
    access: { resource: 'company-units', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.overview,
    element: <UnitOverview />,
    access: { resource: 'company-units', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.unitUsers,
    element: <CompanyUsers />,
    access: { resource: 'company-users', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.unitInvite,
    element: <InviteUser />,
    access: { resource: 'invitations', action: 'create' },
  },
  {
    path: COMPANY_ROUTES.users,
    element: <CompanyUsers />,
    access: { resource: 'company-users', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.invite,
    element: <InviteUser />,
    access: { resource: 'invitations', action: 'create' },
  },
  {
    path: COMPANY_ROUTES.companyInvitations,
    element: <InvitationList />,
    access: { resource: 'invitations', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.unitInvitations,
    element: <InvitationList />,
    access: { resource: 'invitations', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.invitationEdit,
    element: <InvitationEdit />,
    access: { resource: 'invitations', action: 'edit' },
  },
  {
    path: COMPANY_ROUTES.subscriptionAdd,
    element: <CompanySubscriptionCreate />,
    access: { resource: 'company-subscriptions', action: 'create' },
  },
  {
    path: COMPANY_ROUTES.consentDocuments,
    element: <ConsentDocuments />,
    access: { resource: 'consent-documents', action: 'list' },
  },
  {
    path: COMPANY_ROUTES.consentDocumentAdd,
    element: <ConsentDocumentCreate />,
    access: { resource: 'consent-documents', action: 'create' },
  },
  {
    path: COMPANY_ROUTES.consentDocumentEdit,
    element: <ConsentDocumentEdit />,
    access: { resource: 'consent-documents', action: 'edit' },
  },
];

/** The companies resource at the specification's admin and health-coach paths. */
export const companies: ConsoleResource = {
  name: 'companies',
  views: {
    list: lazyView(() => import('./CompanyList'), 'CompanyList'),
    create: lazyView(() => import('./CompanyCreate'), 'CompanyCreate'),
    edit: lazyView(() => import('./CompanyEdit'), 'CompanyEdit'),
  },
  paths: {
    admin: {
      list: '/companies/list/:pageNo?',
      create: '/companies/add',
      edit: COMPANY_ROUTES.edit,
    },
    hc: {
      list: '/hc/companies/list',
      create: '/hc/companies/add',
      edit: '/hc/companies/edit/:id',
    },
  },
  icon: BusinessIcon,
  recordRepresentation: (record: CompanyRecord) => record.name,
  menuOrder: 20,
  routes,
};
