import { createTokenSession, DEFAULT_LOCALE } from '@sinnro/web-session';
import { API_URL } from '../config';

/**
 * Not client-web's `token`: cookies ignore ports, so on one host the two apps would otherwise
 * share (and log each other out of) one session.
 */
export const TOKEN_COOKIE = 'console_token';

/** The console's bearer token: kept in its cookie, refreshed on time, dropped on logout. */
export const consoleSession = createTokenSession({
  cookieName: TOKEN_COOKIE,
  apiUrl: API_URL,
  getLocale: () => document.documentElement.lang || DEFAULT_LOCALE,
});
