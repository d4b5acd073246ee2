import { fetchUtils } from 'react-admin';
import { consoleHttpError } from './http-errors';
import { consoleSession } from './session';

/** fetchJson's answer, with the body typed as unknown: callers check what the server sent. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpResponse>;

/** The server speaks Swedish and English; the other console languages show English for now. */
export function serverLanguage(locale: string): 'sv' | 'en' {
  return locale === 'sv' ? 'sv' : 'en';
}

/**
 * fetchJson with the headers every API call carries: Accept-Language with the UI language (sv,
 * else en) and, when logged in, the bearer token (refreshed first when it has just expired).
 * Errors reject as react-admin HttpErrors (see consoleHttpError): the server's message, field
 * errors in react-admin's form shape, "Access denied" and "Something went wrong" as fallbacks.
 */
export function createHttpClient(getLocale: () => string): HttpClient {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', serverLanguage(getLocale()));
    const token = await consoleSession.freshToken();
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      throw consoleHttpError(error);
    }
  };
}
