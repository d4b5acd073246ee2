import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; data: T };

/** The server's message of a failed request; null for a network failure (shown generically). */
export function failureMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null;
}

/**
 * Loads once, again on reload() and when the interface language changes (content comes in the
 * asked language); the answer of a request outdated by another is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  // The language is a dependency of the effect, not of run: a module-level loader (the same
  // function every render) would keep run's identity and never load the new language's content.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    run().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [run, attempt, language]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
