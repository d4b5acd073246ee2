import { currentLocale } from '../i18n/i18n';
import { clientSession } from '../session/session-token';
import { apiErrorFrom } from './api-error';
import { API_URL } from './config';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A bearer token to send instead of the session's (the e-ID onboarding token). */
  token?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API with the current locale and, when logged in, the bearer token. Resolves with the
 * parsed body; an error status rejects with an ApiError carrying the server's message and errors.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  const token = options.token ?? (await clientSession.freshToken());
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const response = await fetch(`${API_URL}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await readBody(response);
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, body);
  // The API contract, not a runtime check, guarantees the shape.
  return body as T;
}
