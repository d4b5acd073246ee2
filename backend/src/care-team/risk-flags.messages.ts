import { type Language } from 'src/common/i18n/language';

/** Texts of the risk flag routes (merged into the catalogue in common/i18n/messages.ts). */
export const RISK_FLAG_MESSAGES = {
  'riskFlags.actionRequired': {
    sv: 'Ange vad som gjordes: kontaktade klienten, remitterade eller annat',
    en: 'Say what was done: contacted the client, referred, or other',
  },
  'riskFlags.noteRequired': {
    sv: 'Beskriv i en anteckning vad som gjordes när du väljer ”Annat”',
    en: 'Describe in a note what was done when you choose “Other”',
  },
  'riskFlags.noteTooLong': {
    sv: 'Anteckningen får vara högst 2000 tecken',
    en: 'The note must be at most 2000 characters',
  },
  'riskFlags.alreadyAcknowledged': {
    sv: 'Riskflaggan är redan kvitterad av {name} ({date})',
    en: 'The risk flag has already been acknowledged by {name} ({date})',
  },
} as const satisfies Record<string, Record<Language, string>>;
