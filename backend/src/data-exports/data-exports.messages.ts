/** Texts of data exports and account erasure (merged into the catalogue in common/i18n/messages.ts). */
export const DATA_EXPORT_MESSAGES = {
  'dataExport.gone': {
    sv: 'Länken har redan använts eller har gått ut. Be om en ny kopia av dina uppgifter från din profil.',
    en: 'The link has already been used or has expired. Ask for a new copy of your data from your profile.',
  },
  'dataExport.notReady': {
    sv: 'Kopian av uppgifterna är inte klar än. Försök igen om en stund.',
    en: 'The copy of the data is not ready yet. Try again in a while.',
  },
  'erasure.confirmationRequired': {
    sv: 'Skriv kontots e-postadress för att bekräfta raderingen',
    en: 'Type the account’s e-mail to confirm the erasure',
  },
  'erasure.confirmationMismatch': {
    sv: 'E-postadressen stämmer inte med kontot som ska raderas',
    en: 'The e-mail does not match the account to erase',
  },
  'erasure.cannotEraseSelf': {
    sv: 'Du kan inte radera ditt eget konto',
    en: 'You cannot erase your own account',
  },
  'erasure.alreadyErased': {
    sv: 'Kontot är redan raderat',
    en: 'The account is already erased',
  },
} as const;
