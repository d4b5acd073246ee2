import { beginHandoverState, takeHandoverState } from '@sinnro/web-session';
import { API_URL } from '../config';

/** This tab's hand-over state of an e-ID login (see @sinnro/web-session handover-state.ts). */
const HANDOVER_STATE_KEY = 'sinnro.consoleHandoverState';

/** The API's e-ID login, returning to the console's /process-login (existing staff only). */
export function consoleEidLoginUrl(locale: string, binding?: string): string {
  const query = new URLSearchParams({ kind: 'therapist', lang: locale, app: 'console' });
  if (binding !== undefined) query.set('binding', binding);
  return `${API_URL}/session/login?${query.toString()}`;
}

/** Starts an e-ID login bound to this tab: the API redirects on to the e-ID issuer. */
export async function startConsoleEidLogin(locale: string): Promise<void> {
  const binding = await beginHandoverState(HANDOVER_STATE_KEY);
  window.location.assign(consoleEidLoginUrl(locale, binding));
}

/**
 * Redeems the code of /process-login#code=… with this tab's state (used once) for an access
 * token. Rejects when the tab started no login, the API refuses, or it hands over no session.
 */
export async function redeemConsoleEidLogin(code: string): Promise<string> {
  const state = takeHandoverState(HANDOVER_STATE_KEY);
  if (state === null) throw new Error('This tab started no login');
  const response = await fetch(`${API_URL}/api/v1/account/handover/redeem`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, state }),
  });
  const body: unknown = response.ok ? await response.json() : null;
  if (
    typeof body !== 'object' ||
    body === null ||
    !('kind' in body) ||
    body.kind !== 'session' ||
    !('token' in body) ||
    typeof body.token !== 'string'
  ) {
    throw new Error('The login was refused');
  }
  return body.token;
}
