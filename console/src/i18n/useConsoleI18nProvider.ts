import { readSelectedConsoleLocale } from '@sinnro/web-session';
import { useEffect, useState } from 'react';
import { type I18nProvider } from 'react-admin';
import { createI18nProvider } from './i18nProvider';

/** The i18n provider, or null while its messages load. */
export function useConsoleI18nProvider(): I18nProvider | null {
  const [provider, setProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    let mounted = true;
    void createI18nProvider(readSelectedConsoleLocale()).then((created) => {
      if (mounted) setProvider(created);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return provider;
}
