import { type Language } from 'src/common/i18n/language';

/** Texts of the specialists' views (merged into the catalogue in common/i18n/messages.ts). */
export const SPECIALIST_MESSAGES = {
  'specialists.clientRequired': {
    sv: 'Ange antingen user_id eller uuid för klienten',
    en: 'Give either the client’s user_id or uuid',
  },
  'specialists.noteRequired': {
    sv: 'Anteckningen får inte vara tom',
    en: 'The note must not be empty',
  },
  'specialists.noteTooLong': {
    sv: 'Anteckningen får vara högst 5000 tecken',
    en: 'The note must be at most 5000 characters',
  },
  'specialists.statusInvalid': {
    sv: 'Status måste vara 0 (aktiv) eller 1 (passiv)',
    en: 'The status must be 0 (active) or 1 (passive)',
  },
  'specialists.endDateInvalid': {
    sv: 'Slutdatumet måste vara ett datum (ÅÅÅÅ-MM-DD) från och med i dag',
    en: 'The end date must be a date (YYYY-MM-DD) from today on',
  },
  'specialists.messageTooLong': {
    sv: 'Meddelandet får vara högst 1000 tecken',
    en: 'The message must be at most 1000 characters',
  },
  'specialists.clientBlocked': {
    sv: 'Din behandling är pausad av din terapeut: du kan inte läsa moduler eller skriva i chatten just nu',
    en: 'Your treatment has been put on hold by your therapist: you cannot read modules or write in the chat right now',
  },
  'specialists.clientBlockedUntil': {
    sv: 'Din behandling är pausad av din terapeut till och med {date}: du kan inte läsa moduler eller skriva i chatten just nu',
    en: 'Your treatment has been put on hold by your therapist until {date}: you cannot read modules or write in the chat right now',
  },
  'specialists.notBlocked': {
    sv: 'Klienten är inte blockerad',
    en: 'The client is not blocked',
  },
  'specialists.notSnoozed': {
    sv: 'Klienten är inte pausad',
    en: 'The client is not snoozed',
  },
} as const satisfies Record<string, Record<Language, string>>;
