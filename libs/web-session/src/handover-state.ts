/**
 * The browser's half of a session hand-over (e-ID login, impersonation) without a token in any
 * URL: the tab that starts the flow keeps a random state in its sessionStorage and sends only the
 * state's SHA-256 (the binding); the flow ends at the app's /process-login#code=…, and the API
 * hands the token over only for the state whose digest the code is bound to. A link someone else
 * made (their code, bound to their state) is refused: no login CSRF.
 */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Keeps a new state under the key in this tab; answers its binding (base64url SHA-256). */
export async function beginHandoverState(key: string): Promise<string> {
  const state = base64url(crypto.getRandomValues(new Uint8Array(32)));
  window.sessionStorage.setItem(key, state);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(state));
  return base64url(new Uint8Array(digest));
}

/** The state kept under the key, removed (it is used once); null when this tab started none. */
export function takeHandoverState(key: string): string | null {
  const state = window.sessionStorage.getItem(key);
  window.sessionStorage.removeItem(key);
  return state;
}
