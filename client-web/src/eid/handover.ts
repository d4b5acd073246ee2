import { beginHandoverState, takeHandoverState } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';

/**
 * The hand-over of a session to this tab (e-ID login, the console's impersonation); the state and
 * its binding are @sinnro/web-session's handover-state.ts.
 */
const HANDOVER_STATE_KEY = 'sinnro.handoverState';

/** What a redeemed code carries: a session token, or the onboarding (auth2) token of a new user. */
export interface RedeemedHandover {
  kind: 'session' | 'onboarding';
  token: string;
}

/** Starts a hand-over to this tab: keeps a new state, answers its binding (base64url SHA-256). */
export function beginHandover(): Promise<string> {
  return beginHandoverState(HANDOVER_STATE_KEY);
}

/**
 * Redeems a code with this tab's state (used once: it is dropped whatever the answer). Rejects
 * when the tab started no hand-over, or the API refuses (another browser's code, used, expired).
 */
export async function redeemHandover(code: string): Promise<RedeemedHandover> {
  const state = takeHandoverState(HANDOVER_STATE_KEY);
  if (state === null) throw new Error('This tab started no login');
  return apiRequest<RedeemedHandover>('/api/v1/account/handover/redeem', {
    method: 'POST',
    body: { code, state },
  });
}
