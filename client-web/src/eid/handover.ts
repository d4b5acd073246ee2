import { apiRequest } from '../api/api-request';

/**
 * The hand-over of a session to this tab (e-ID login, the console's impersonation) without a
 * token in any URL: when this tab starts the flow it keeps a random state in sessionStorage and
 * sends only its SHA-256 (the binding); the flow ends at /process-login#code=…, and the API hands
 * the token over only for the state whose digest the code is bound to. A link someone else made
 * (their code, bound to their state) is refused here: no login CSRF.
 */
const HANDOVER_STATE_KEY = 'sinnro.handoverState';

/** What a redeemed code carries: a session token, or the onboarding (auth2) token of a new user. */
export interface RedeemedHandover {
  kind: 'session' | 'onboarding';
  token: string;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Starts a hand-over to this tab: keeps a new state, answers its binding (base64url SHA-256). */
export async function beginHandover(): Promise<string> {
  const state = base64url(crypto.getRandomValues(new Uint8Array(32)));
  window.sessionStorage.setItem(HANDOVER_STATE_KEY, state);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(state));
  return base64url(new Uint8Array(digest));
}

/**
 * Redeems a code with this tab's state (used once: it is dropped whatever the answer). Rejects
 * when the tab started no hand-over, or the API refuses (another browser's code, used, expired).
 */
export async function redeemHandover(code: string): Promise<RedeemedHandover> {
  const state = window.sessionStorage.getItem(HANDOVER_STATE_KEY);
  window.sessionStorage.removeItem(HANDOVER_STATE_KEY);
  if (state === null) throw new Error('This tab started no login');
  return apiRequest<RedeemedHandover>('/api/v1/account/handover/redeem', {
    method: 'POST',
    body: { code, state },
  });
}
