import { fetchUtils } from 'react-admin';
import { consoleSession } from './session';

/** fetchJson's answer, with the body typed as unknown: callers check what the server sent. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpResponse>;

/**
 * fetchJson with the headers every API call carries: Accept-Language with the UI language and,
 * when logged in, the bearer token (refreshed first when it has just expired). Errors reject as
 * react-admin HttpErrors whose message is the server's message.
 */
export function createHttpClient(getLocale: () => string): HttpClient {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', getLocale());
    const token = await consoleSession.freshToken();
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
}
