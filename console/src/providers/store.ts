import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's preference store. The selectedLocale cookie decides the language, so the store
 * starts from it instead of overriding it with a locale remembered from an older visit.
 */
export function createConsoleStore(locale: string): Store {
  const store = localStorageStore(undefined, 'SinnroConsole');
  store.setItem('locale', locale);
  return store;
}
