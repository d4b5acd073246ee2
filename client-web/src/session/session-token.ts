import { createTokenSession } from '@sinnro/web-session';
import { API_URL } from '../api/config';
import { currentLocale } from '../i18n/i18n';

export const TOKEN_COOKIE = 'token';

/** client-web's bearer token: kept in its cookie, refreshed on time, dropped on logout. */
export const clientSession = createTokenSession({
  cookieName: TOKEN_COOKIE,
  apiUrl: API_URL,
  getLocale: currentLocale,
});
