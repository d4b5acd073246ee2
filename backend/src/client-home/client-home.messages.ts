import { type Language } from 'src/common/i18n/language';

/** Texts of the client's start page (merged into the catalogue in common/i18n/messages.ts). */
export const CLIENT_HOME_MESSAGES = {
  'clientHome.clientsOnly': {
    sv: 'Nästa steg finns bara för klienter: de gäller ens egen behandling',
    en: 'Next steps are for clients only: they are about one’s own treatment',
  },
} satisfies Record<string, Record<Language, string>>;
