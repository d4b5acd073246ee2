import { hasUiPermission, type UiSubject } from '@sinnro/access';
import { type CurrentUser } from '../api/types';
import { type HeldSubscriptions } from './program-subscriptions';

/** The client's own paths (client/specialist specification, section 2). */
export const CLIENT_PATHS = {
  dashboard: '/client/dashboard',
  services: '/client/services',
  treatment: '/client/treatment',
  selfHelp: '/client/self-help',
  messages: '/client/messages',
  contacts: '/client/therapists',
  appointments: '/client/meetings',
  profile: '/client/profile',
} as const;

export type ClientMenuKey =
  | 'services'
  | 'dashboard'
  | 'treatment'
  | 'selfHelp'
  | 'organisation'
  | 'organisationUnit'
  | 'messages'
  | 'contacts'
  | 'appointments';

export type ClientTabKey = 'home' | 'treatment' | 'selfHelp' | 'messages';

export type MoreDrawerKey = 'profile' | 'contacts' | 'appointments';

export interface MenuEntry<Key extends string> {
  key: Key;
  path: string;
}

export type MenuUser = UiSubject & Pick<CurrentUser, 'companies' | 'company_units'>;

function may(user: UiSubject, permission: string): boolean {
  return hasUiPermission(user, { permission });
}

/**
 * "My organization": /companies/units/overview/{default_company_unit}/{company_uuid}/{unit_uuid}
 * for the user's first company (by name), opened on its default unit. Needs company read and a
 * company with a unit to open.
 */
export function organisationPath(user: MenuUser): string | null {
  if (!may(user, 'company.read')) return null;
  const [company] = [...user.companies].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  if (company === undefined) return null;
  const unit =
    company.default_company_unit_uuid ??
    user.company_units.find((candidate) => candidate.company_uuid === company.uuid)?.uuid;
  if (unit === undefined) return null;
  return `/companies/units/overview/${unit}/${company.uuid}/${unit}`;
}

/**
 * "My organization unit": /companies/units/overview/{company_uuid}/{unit_uuid} of the user's unit
 * of type Admin. Needs company-unit read and no company read (those see "my organization").
 */
export function organisationUnitPath(user: MenuUser): string | null {
  if (!may(user, 'company-unit.read') || may(user, 'company.read')) return null;
  const unit = user.company_units.find((candidate) => candidate.type === 'Admin');
  return unit === undefined ? null : `/companies/units/overview/${unit.company_uuid}/${unit.uuid}`;
}

/** Messages: with a Therapist assisted subscription or chat.read.[company]. */
export function mayUseMessages(user: UiSubject, held: HeldSubscriptions): boolean {
  return held.therapistAssisted || may(user, 'chat.read.[company]');
}

/** The client side menu, in the specification's order, with its visibility rules. */
export function clientMenuEntries(
  user: MenuUser,
  held: HeldSubscriptions,
): MenuEntry<ClientMenuKey>[] {
  const entries: (MenuEntry<ClientMenuKey> | null)[] = [
    may(user, 'user-invitation.create') ? { key: 'services', path: CLIENT_PATHS.services } : null,
    { key: 'dashboard', path: CLIENT_PATHS.dashboard },
    { key: 'treatment', path: CLIENT_PATHS.treatment },
    // Hidden by default; shown only with a Self study subscription.
    held.selfStudy ? { key: 'selfHelp', path: CLIENT_PATHS.selfHelp } : null,
    withPath('organisation', organisationPath(user)),
    withPath('organisationUnit', organisationUnitPath(user)),
    mayUseMessages(user, held) ? { key: 'messages', path: CLIENT_PATHS.messages } : null,
    { key: 'contacts', path: CLIENT_PATHS.contacts },
    { key: 'appointments', path: CLIENT_PATHS.appointments },
  ];
  return entries.filter((entry) => entry !== null);
}

/** The bottom tab bar of narrow screens, before its "more" button. */
export function clientTabEntries(held: HeldSubscriptions): MenuEntry<ClientTabKey>[] {
  const entries: (MenuEntry<ClientTabKey> | null)[] = [
    { key: 'home', path: CLIENT_PATHS.dashboard },
    held.therapistAssisted ? { key: 'treatment', path: CLIENT_PATHS.treatment } : null,
    held.selfStudy ? { key: 'selfHelp', path: CLIENT_PATHS.selfHelp } : null,
    { key: 'messages', path: CLIENT_PATHS.messages },
  ];
  return entries.filter((entry) => entry !== null);
}

/** The "more" drawer's pages (its external support link is decided by showsSupportLink). */
export const MORE_DRAWER_ENTRIES: readonly MenuEntry<MoreDrawerKey>[] = [
  { key: 'profile', path: CLIENT_PATHS.profile },
  { key: 'contacts', path: CLIENT_PATHS.contacts },
  { key: 'appointments', path: CLIENT_PATHS.appointments },
];

/** The support link is hidden for users of the one partner company configured for that. */
export function showsSupportLink(
  user: Pick<CurrentUser, 'companies'>,
  hiddenForCompanyUuid: string | null,
): boolean {
  return !user.companies.some((company) => company.uuid === hiddenForCompanyUuid);
}

function withPath<Key extends string>(key: Key, path: string | null): MenuEntry<Key> | null {
  return path === null ? null : { key, path };
}
