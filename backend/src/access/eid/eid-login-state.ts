import { isLanguage, type Language } from 'src/common/i18n/language';
import { EID_CALLBACK_PATH } from './eid-settings';
import { isLoginKind, type LoginKind } from './login-kind';
import { type SealedBox } from './sealed-box';

export const LOGIN_STATE_COOKIE = 'sinnro_eid_login';

/** The app a login returns to: client-web, or the console (its own token; staff only). */
export const EID_APPS = ['client-web', 'console'] as const;
export type EidApp = (typeof EID_APPS)[number];
/** How long the visitor has at the issuer before the login must start again. */
export const LOGIN_STATE_TTL_SECONDS = 10 * 60;

/**
 * The checks of one login in progress (state, nonce, PKCE verifier) and what the visitor chose.
 * It travels in a short-lived, sealed, HttpOnly cookie limited to the callback path: the server
 * keeps nothing, and the browser can neither read nor change it.
 */
export interface EidLoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  kind: LoginKind;
  language: Language;
  /** The digest of the state client-web keeps; the hand-over code is bound to it (or null). */
  binding: string | null;
  /** Where the login returns (/process-login of that app). */
  app: EidApp;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function sealLoginState(box: SealedBox, state: EidLoginState): string {
  return box.seal('eid-login-state', state);
}

export function openLoginState(
  box: SealedBox,
  sealed: string | undefined,
  now = Date.now(),
): EidLoginState | null {
  if (!sealed) return null;
  const value = box.open('eid-login-state', sealed);
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Record<keyof EidLoginState, unknown>>;
  const { state, nonce, codeVerifier, kind, language, binding, expiresAt } = candidate;
  // A login started before the console could use e-ID carries no app: client-web.
  const app = candidate.app ?? 'client-web';
  if (
    typeof state !== 'string' ||
    typeof nonce !== 'string' ||
    typeof codeVerifier !== 'string' ||
    !isLoginKind(kind) ||
    !isLanguage(language) ||
    (binding !== null && typeof binding !== 'string') ||
    !(EID_APPS as readonly unknown[]).includes(app) ||
    typeof expiresAt !== 'number' ||
    expiresAt <= now
  ) {
    return null;
  }
  return { state, nonce, codeVerifier, kind, language, binding, app: app as EidApp, expiresAt };
}

/** The Set-Cookie value carrying the state; an empty value with Max-Age=0 removes it. */
export function loginStateCookie(value: string, secure: boolean): string {
  const maxAge = value === '' ? 0 : LOGIN_STATE_TTL_SECONDS;
  return [
    `${LOGIN_STATE_COOKIE}=${value}`,
    `Path=${EID_CALLBACK_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // Lax: the cookie comes along on the issuer's top-level redirect back to the callback.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}
