import { useEffect, useState } from 'react';
import { failureText } from '../users/console-api';

export type Load<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** Loads when `load` changes (make it with useCallback); `reload` loads again. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [count, setCount] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) =>
        active &&
        setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') }),
    );
    return () => {
      active = false;
    };
  }, [load, count]);
  return { state, reload: () => setCount((value) => value + 1) };
}
