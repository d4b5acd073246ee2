import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from './http-client';

/**
 * GETs a JSON list outside the admin REST resources (e.g. option lists), in the UI language.
 * Answers an empty list until it arrives or when the request fails.
 */
export function useApiList<T>(path: string): { data: T[]; isPending: boolean } {
  const [locale] = useLocaleState();
  const [state, setState] = useState<{ data: T[]; isPending: boolean }>({
    data: [],
    isPending: true,
  });
  useEffect(() => {
    let active = true;
    const http = createHttpClient(() => locale);
    http(`${API_URL}${path}`)
      .then((response) => {
        if (active) {
          setState({
            data: Array.isArray(response.json) ? (response.json as T[]) : [],
            isPending: false,
          });
        }
      })
      .catch(() => {
        if (active) setState({ data: [], isPending: false });
      });
    return () => {
      active = false;
    };
  }, [path, locale]);
  return state;
}
