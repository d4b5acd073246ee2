import { type PermissionString } from './permission-grammar';
import { COMPANY_ROLE_PERMISSIONS } from './role-permissions';

/**
 * Words for the grants a form offers, so that nobody has to read `user/credit.read.[user]`. One
 * catalogue for the console and client-web, keyed by the grant, with a Swedish and an English label
 * and the group the form shows it under. The raw string stays the value that is sent.
 */

export type LabelLanguage = 'sv' | 'en';

export type Words = Readonly<Record<LabelLanguage, string>>;

/** The groups of a grants form, in the order shown. */
export const PERMISSION_GROUPS = [
  'users',
  'invitations',
  'credits',
  'usage',
  'subscriptions',
  'organization',
  'documents',
] as const;

export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export const PERMISSION_GROUP_LABELS: Readonly<Record<PermissionGroup, Words>> = {
  users: { sv: 'Användare', en: 'Users' },
  invitations: { sv: 'Inbjudningar', en: 'Invitations' },
  credits: { sv: 'Krediter', en: 'Credits' },
  usage: { sv: 'Tjänsteanvändning', en: 'Service use' },
  subscriptions: { sv: 'Abonnemang', en: 'Subscriptions' },
  organization: { sv: 'Organisation', en: 'Organisation' },
  documents: { sv: 'Dokument', en: 'Documents' },
};

/** The invitee's own credits: every client may read them; an invitation starts with this grant. */
export const DEFAULT_INVITEE_GRANTS: readonly PermissionString[] = ['user/credit.read.[user]'];

/**
 * The grants an invitation may give on top of the roles: the invitee's own credits and what a
 * company admin holds in their company or units. The server refuses a grant that reaches further
 * than the inviter's own.
 */
export const INVITEE_GRANTABLE_PERMISSIONS: readonly PermissionString[] = [
  ...new Set([
    ...DEFAULT_INVITEE_GRANTS,
    ...(COMPANY_ROLE_PERMISSIONS['company-admin'] as readonly PermissionString[]),
  ]),
];

export interface PermissionLabel {
  group: PermissionGroup;
  words: Words;
}

/** Words for every grantable permission (a unit test fails when one is missing). */
export const PERMISSION_LABELS: Readonly<Partial<Record<PermissionString, PermissionLabel>>> = {
  'user.read.[company-unit]': {
    group: 'users',
    words: { sv: 'Se användarna i sina enheter', en: 'See the users of their units' },
  },
  'user-invitation.create.[company-unit]': {
    group: 'invitations',
    words: { sv: 'Bjuda in användare till sina enheter', en: 'Invite users to their units' },
  },
  'user-invitation.read.[company-unit]': {
    group: 'invitations',
    words: { sv: 'Se inbjudningarna till sina enheter', en: 'See the invitations to their units' },
  },
  'user-invitation.update.[company-unit]': {
    group: 'invitations',
    words: {
      sv: 'Rätta och skicka om inbjudningar till sina enheter',
      en: 'Correct and resend invitations to their units',
    },
  },
  'user/credit.read.[user]': {
    group: 'credits',
    words: { sv: 'Se sina egna krediter', en: 'See their own credits' },
  },
  'user/credit.read.[company-unit]': {
    group: 'credits',
    words: {
      sv: 'Se krediterna för användarna i sina enheter',
      en: 'See the credits of the users of their units',
    },
  },
  'user/credit.create.[company-unit]': {
    group: 'credits',
    words: {
      sv: 'Ge krediter till användarna i sina enheter',
      en: 'Give credits to the users of their units',
    },
  },
  'company/credit.read.[company]': {
    group: 'credits',
    words: { sv: 'Se företagets krediter', en: "See the company's credits" },
  },
  'user/usage-record.read.[company-unit]': {
    group: 'usage',
    words: {
      sv: 'Se tjänsteanvändningen för användarna i sina enheter',
      en: 'See the service use of the users of their units',
    },
  },
  'user/usage-record.create.[company-unit]': {
    group: 'usage',
    words: {
      sv: 'Registrera tjänsteanvändning för användarna i sina enheter',
      en: 'Record service use for the users of their units',
    },
  },
  'company/subscription.read.[company]': {
    group: 'subscriptions',
    words: { sv: 'Se företagets abonnemang', en: "See the company's subscriptions" },
  },
  'company.read.[company]': {
    group: 'organization',
    words: {
      sv: 'Se företagets uppgifter (Min organisation)',
      en: "See the company's details (My organisation)",
    },
  },
  'company-unit.read.[company-unit]': {
    group: 'organization',
    words: { sv: 'Se sina enheter', en: 'See their units' },
  },
  'companyUnit.read.[company-unit]': {
    group: 'organization',
    words: { sv: 'Se menyn Min enhet', en: 'See the My unit menu' },
  },
  'user/document.read.[company]': {
    group: 'documents',
    words: {
      sv: 'Läsa dokument som företagets användare laddat upp',
      en: "Read documents uploaded by the company's users",
    },
  },
};

function languageOf(language: string | undefined): LabelLanguage {
  return language?.startsWith('en') ? 'en' : 'sv';
}

/** A grant in words in the language (Swedish unless English); the raw string if it has none. */
export function permissionLabel(permission: string, language: string | undefined): string {
  return (
    PERMISSION_LABELS[permission as PermissionString]?.words[languageOf(language)] ?? permission
  );
}

export interface PermissionChoiceGroup {
  group: PermissionGroup | 'other';
  label: string;
  choices: { permission: string; label: string }[];
}

/**
 * The permissions by group, in the catalogue's group order and the given order inside a group;
 * one without words goes to a last "other" group under its raw string.
 */
export function groupPermissions(
  permissions: readonly string[],
  language: string | undefined,
): PermissionChoiceGroup[] {
  const lang = languageOf(language);
  const groups: PermissionChoiceGroup[] = [
    ...PERMISSION_GROUPS.map((group) => ({
      group,
      label: PERMISSION_GROUP_LABELS[group][lang],
      choices: [] as PermissionChoiceGroup['choices'],
    })),
    { group: 'other' as const, label: lang === 'en' ? 'Other' : 'Övrigt', choices: [] },
  ];
  for (const permission of permissions) {
    const group = PERMISSION_LABELS[permission as PermissionString]?.group ?? 'other';
    groups
      .find((candidate) => candidate.group === group)
      ?.choices.push({ permission, label: permissionLabel(permission, lang) });
  }
  return groups.filter((group) => group.choices.length > 0);
}
