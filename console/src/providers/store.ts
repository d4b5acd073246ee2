import { DEFAULT_LOCALE, readSelectedConsoleLocale } from '@sinnro/web-session';
import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's preference store. The selectedLocale cookie decides the language, so the store
 * starts from it instead of overriding it with a locale remembered from an older visit. `locale`
 * is the app's reading of the cookie (sv or en); a console-only language there (he, ar) wins,
 * since react-admin switches the UI to the store's locale.
 */
export function createConsoleStore(locale: string): Store {
  const store = localStorageStore(undefined, 'SinnroConsole');
  const selected = readSelectedConsoleLocale();
  store.setItem('locale', selected === DEFAULT_LOCALE ? locale : selected);
  return store;
}
