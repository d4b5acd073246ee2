import { type Language } from 'src/common/i18n/language';

/** Texts of the assessments domain (merged into the catalogue in common/i18n/messages.ts). */
export const ASSESSMENT_MESSAGES = {
  'assessments.notDueYet': {
    sv: 'Nästa omgång av bedömningen öppnar {date}',
    en: 'The next round of the assessment opens on {date}',
  },
} as const satisfies Record<string, Record<Language, string>>;
