/**
 * Texts of the account's own e-mail changes and own profile (merged into the catalogue in
 * common/i18n/messages.ts).
 */
export const USER_MESSAGES = {
  'emailChange.mailSent': {
    sv: 'Vi har skickat en länk till {email}. E-postadressen ändras först när länken har öppnats.',
    en: 'We have sent a link to {email}. The e-mail changes once the link has been opened.',
  },
  'emailChange.sameAddress': {
    sv: 'Det är redan kontots e-postadress',
    en: 'That is already the account’s e-mail',
  },
  'emailChange.confirmed': {
    sv: 'E-postadressen är ändrad. Logga in med den nya adressen.',
    en: 'The e-mail has been changed. Log in with the new address.',
  },
  'emailChange.invalidToken': {
    sv: 'Länken är ogiltig, redan använd eller har gått ut',
    en: 'The link is invalid, already used or has expired',
  },
  'emailChange.addressTaken': {
    sv: 'Adressen används redan av ett annat konto. E-postadressen ändrades inte.',
    en: 'Another account already uses the address. The e-mail was not changed.',
  },
  'users.clinicianFieldOnly': {
    sv: 'Befattning och specialitet hör bara till behandlarnas profiler',
    en: 'Position and specialty belong to clinicians’ profiles only',
  },
} as const;
