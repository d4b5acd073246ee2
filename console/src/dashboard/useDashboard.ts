import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from '../providers/http-client';
import { DASHBOARD_PATH, type DashboardData, isDashboardData } from './dashboard-api';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: DashboardData };

/** The caller's dashboard, in the UI language; an error keeps the server's message. */
export function useDashboard(): DashboardState {
  const [locale] = useLocaleState();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    createHttpClient(() => locale)(`${API_URL}${DASHBOARD_PATH}`)
      .then(({ json }) => {
        if (!active) return;
        setState(
          isDashboardData(json)
            ? { status: 'ready', data: json }
            : { status: 'error', message: 'app.auth.unexpected_response' },
        );
      })
      .catch((error: unknown) => {
        if (!active) return;
        const message = error instanceof Error && error.message !== '' ? error.message : '';
        setState({ status: 'error', message: message || 'app.errors.something_went_wrong' });
      });
    return () => {
      active = false;
    };
  }, [locale]);
  return state;
}
