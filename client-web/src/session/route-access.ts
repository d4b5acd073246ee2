import { homePathForRole, type Role, type UiSubject, hasUiPermission } from '@sinnro/access';
import { matchPath } from 'react-router';

export interface ProtectedRoute {
  path: string;
  /** The roles that may open the path; 'any' for every logged-in user. */
  roles: readonly Role[] | 'any';
  /** A permission the user also needs (compared as the UI does: resource and action). */
  permission?: string;
}

const CLIENT: readonly Role[] = ['client'];

/**
 * The client's pages (client/specialist specification, section 2), in the client's frame. The
 * organisation overviews are the targets of "my organization" and "my organization unit".
 */
export const CLIENT_ROUTES: readonly ProtectedRoute[] = [
  { path: '/client/dashboard', roles: CLIENT },
  { path: '/client/services', roles: CLIENT, permission: 'user-invitation.create' },
  { path: '/client/treatment', roles: CLIENT },
  { path: '/client/self-help', roles: CLIENT },
  { path: '/client/module/:slug', roles: CLIENT },
  { path: '/client/module/:id/:subscription_model_uuid', roles: CLIENT },
  { path: '/client/page/:slug', roles: CLIENT },
  { path: '/client/reports', roles: CLIENT },
  { path: '/client/report/:id', roles: CLIENT },
  { path: '/assessments/:id', roles: CLIENT },
  { path: '/client/messages', roles: CLIENT },
  { path: '/client/meetings', roles: CLIENT },
  { path: '/client/therapists', roles: CLIENT },
  { path: '/client/profile', roles: CLIENT },
  // Who has read my data (PDL 8:5), from the profile.
  { path: '/client/profile/access-log', roles: CLIENT },
  // The mailed link to a data export (GDPR 15 and 20), opened after logging in.
  { path: '/client/data-export/:token', roles: CLIENT },
  {
    path: '/companies/units/overview/:default_company_unit/:company_uuid/:unit_uuid',
    roles: CLIENT,
    permission: 'company.read',
  },
  {
    path: '/companies/units/overview/:company_uuid/:unit_uuid',
    roles: CLIENT,
    permission: 'company-unit.read',
  },
];

/** The homes of the other roles; their real screens come later. */
export const SPECIALIST_HOME_ROUTES: readonly ProtectedRoute[] = [
  { path: '/clients', roles: ['hc', 'clinic-therapist', 'therapist-premium', 'clinic-admin'] },
  { path: '/admin/users/list', roles: ['admin'] },
  { path: '/cc/modules/list', roles: ['cc'] },
];

/**
 * A client's page for their specialist: the therapist-premium's client report, and the same page
 * for the other roles of the clients list (under /specialist, apart from /clients/messages).
 */
export const SPECIALIST_CLIENT_ROUTES: readonly ProtectedRoute[] = [
  { path: '/therapist-premium/client-report/:id', roles: ['therapist-premium'] },
  { path: '/specialist/clients/:id', roles: ['hc', 'clinic-therapist', 'clinic-admin'] },
];

/**
 * A client's module and assessment with the client's answers, where the therapist approves a
 * waiting page, and a module page as the client reads it (client/specialist specification,
 * section 2). The server decides which clients (404 for someone not theirs).
 */
export const SPECIALIST_TREATMENT_ROUTES: readonly ProtectedRoute[] = [
  { path: '/client-module/:id', roles: ['clinic-therapist', 'therapist-premium'] },
  { path: '/client-assessment/:id', roles: ['clinic-therapist', 'therapist-premium'] },
  { path: '/page/:slug', roles: ['therapist-premium', 'clinic-therapist'] },
  // A risk flag's screen: why it was raised, and acknowledging it (the server checks the care).
  {
    path: '/risk-flags/:id',
    roles: ['clinic-therapist', 'therapist-premium', 'hc', 'clinic-admin'],
  },
];

/** The specialists' messages pages (the client's is /client/messages). */
export const SPECIALIST_MESSAGES_ROUTES: readonly ProtectedRoute[] = [
  { path: '/clients/messages', roles: ['therapist-premium', 'clinic-therapist'] },
  { path: '/therapist-premium/messages', roles: ['therapist-premium'] },
  { path: '/messages', roles: ['clinic-therapist'] },
];

/** The meeting room (meeting.read for user or therapist) and the specialists' calendar. */
export const MEETING_ROUTES: readonly ProtectedRoute[] = [
  {
    path: '/meeting/:id',
    roles: ['client', 'therapist-premium', 'clinic-therapist', 'hc'],
    permission: 'meeting.read',
  },
];

export const CALENDAR_ROUTES: readonly ProtectedRoute[] = [
  {
    path: '/calendar',
    roles: ['clinic-therapist', 'therapist-premium'],
    permission: 'meeting.read',
  },
];

/**
 * The therapist-premium's client administration and the specialists' own profile (client/
 * specialist specification, section 2): a new client, a client's details, their program
 * subscription. The server decides which clients (404 for someone not theirs).
 */
export const THERAPIST_PREMIUM_ROUTES: readonly ProtectedRoute[] = [
  { path: '/therapist-premium/users/add', roles: ['therapist-premium'], permission: 'user.create' },
  { path: '/therapist-premium/users/edit/:id', roles: ['therapist-premium'] },
  { path: '/therapist-premium/users/edit-temp/:id', roles: ['therapist-premium'] },
  { path: '/users/edit/:id', roles: ['therapist-premium', 'clinic-therapist'] },
  {
    path: '/users/subscriptions/add/:user_id/:subscription_model_uuid',
    roles: ['therapist-premium', 'clinic-therapist'],
  },
  {
    path: '/users/subscriptions/edit/:user_id/:subscription_model_uuid',
    roles: ['therapist-premium', 'clinic-therapist'],
  },
  { path: '/therapist-premium/profile', roles: ['therapist-premium'] },
  { path: '/clinic-therapist/profile', roles: ['clinic-therapist'] },
];

/**
 * The clinic screens: the clinic admin's /services (home), "my organization" and profile, and the
 * clinic therapist's company-user-invitations screen.
 */
export const CLINIC_ROUTES: readonly ProtectedRoute[] = [
  { path: '/services', roles: ['clinic-admin'] },
  { path: '/clinic-admin', roles: ['clinic-admin'] },
  { path: '/clinic-admin/profile', roles: ['clinic-admin'] },
  // The access log's sample review (HSLF-FS 2016:40 4:9) of the clinic's clients' reads.
  {
    path: '/clinic/access-log-reviews',
    roles: ['clinic-admin'],
    permission: 'access-log/review.read',
  },
  {
    path: '/clinic/access-log-reviews/:id',
    roles: ['clinic-admin'],
    permission: 'access-log/review.read',
  },
  {
    path: '/clinic-therapist/invitations',
    roles: ['clinic-therapist'],
    permission: 'user-invitation.create',
  },
];

/** Pages of links mailed to a user, whatever their role; they need only a login. */
export const SIGNED_IN_ROUTES: readonly ProtectedRoute[] = [
  { path: '/session/confirm-company-email/:token', roles: 'any' },
];

function allows(route: ProtectedRoute, user: UiSubject): boolean {
  const roleAllowed =
    route.roles === 'any' || (route.roles as readonly string[]).includes(user.role);
  const permissionHeld =
    route.permission === undefined || hasUiPermission(user, { permission: route.permission });
  return roleAllowed && permissionHeld;
}

/** Whether the user may open the path; a user's own home is always allowed. */
export function mayVisit(user: UiSubject, pathname: string): boolean {
  if (matchPath(homePathForRole(user), pathname) !== null) return true;
  return [
    ...CLIENT_ROUTES,
    ...SPECIALIST_HOME_ROUTES,
    ...SPECIALIST_CLIENT_ROUTES,
    ...SPECIALIST_TREATMENT_ROUTES,
    ...SPECIALIST_MESSAGES_ROUTES,
    ...MEETING_ROUTES,
    ...CALENDAR_ROUTES,
    ...THERAPIST_PREMIUM_ROUTES,
    ...CLINIC_ROUTES,
    ...SIGNED_IN_ROUTES,
  ].some((route) => matchPath(route.path, pathname) !== null && allows(route, user));
}
