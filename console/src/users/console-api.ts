import { type ApiAnswer, type ApiSchemas } from '@sinnro/web-session';
import { HttpError } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from '../providers/http-client';

export type ManagedUser = ApiAnswer<'UserAdminController_edit'>;
export type ManagedUserTemp = ApiAnswer<'UserAdminController_editTemp'>;
export type NewUserBody = ApiSchemas['CreateUserDto'];
export type BlockState = ApiAnswer<'UserAdminController_block'>;

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/**
 * Calls an API route outside the react-admin resources with the console's headers (language,
 * bearer token). Resolves with the answer's JSON; an error status rejects with react-admin's
 * HttpError (message: the server's, body: the error body with its `errors` map).
 */
export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  const http = createHttpClient(() => document.documentElement.lang || 'sv');
  const response = await http(`${API_URL}${path}`, {
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // The API's contract (backend/openapi.json, typed through ApiAnswer) gives the answer's shape.
  return response.json as T;
}

/** Field errors of a 400 answer (`errors`: field → message or messages), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError)) return null;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors: unknown = body.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') result[field] = value;
    else if (Array.isArray(value)) result[field] = value.map(String).join(' ');
  }
  return result;
}

/**
 * What to tell the user about a failed call: the server's message (in their language), or the
 * catalogue's "Something went wrong" when the network failed.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message !== '') return error.message;
  return fallback;
}
