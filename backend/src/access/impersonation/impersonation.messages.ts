/** Impersonation with a reason, read-only unless started with changes (merged in messages.ts). */
export const IMPERSONATION_MESSAGES = {
  'impersonation.reasonTooShort': {
    sv: 'Skriv varför du behöver visa kontot, minst 10 tecken',
    en: 'Say why you need to view the account, at least 10 characters',
  },
  'impersonation.readOnly': {
    sv: 'Du visar kontot som användaren och kan inte ändra något. Avsluta visningen först',
    en: 'You are viewing the account as the user and cannot change anything. End the view first',
  },
  'impersonation.changesNotAllowed': {
    sv: 'Du får inte göra ändringar när du visar någon annans konto',
    en: 'You may not make changes while viewing someone else’s account',
  },
} as const;
