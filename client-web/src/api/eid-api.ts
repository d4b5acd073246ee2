import { type ApiSchemas } from '@sinnro/web-session';
import { API_URL } from './config';
import { apiRequest } from './api-request';
import { type LoginResponse } from './types';

export type EidLoginKind = 'client' | 'therapist';

/**
 * The API address that starts an e-ID login (it redirects the browser to the e-ID issuer); the
 * binding (see eid/handover.ts) ties the result to this tab.
 */
export function eidLoginUrl(kind: EidLoginKind, locale: string, binding?: string): string {
  const query = new URLSearchParams({ kind, lang: locale });
  if (binding !== undefined) query.set('binding', binding);
  return `${API_URL}/session/login?${query.toString()}`;
}

/** The spec's auth2 process: where a new e-ID user is in onboarding. */
export type Auth2Process = ApiSchemas['Auth2State'];

export type Auth2StateResponse = ApiSchemas['Auth2StateAnswer'];

export interface EidRegistration {
  first_name: string;
  last_name: string;
  email: string;
  terms_accepted: boolean;
}

export function fetchAuth2State(auth2Token: string): Promise<Auth2StateResponse> {
  return apiRequest<Auth2StateResponse>('/client/get-new-token-for-auth2-new-user', {
    token: auth2Token,
  });
}

export function registerWithEid(
  auth2Token: string,
  registration: EidRegistration,
): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/v1/account/auth', {
    method: 'POST',
    body: registration,
    token: auth2Token,
  });
}
