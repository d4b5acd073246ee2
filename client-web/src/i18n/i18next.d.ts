import 'i18next';
import { type sv } from './sv';

// Type-checks every translation key used with t() and <Trans> against the Swedish resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof sv };
  }
}
