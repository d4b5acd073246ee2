/** The e-ID results the API can report in /process-login#error=… (see the backend's callback). */
export const EID_ERRORS = [
  'protected_identity',
  'no_account',
  'cancelled',
  'login_failed',
  'expired',
] as const;
export type EidError = (typeof EID_ERRORS)[number];

export function isEidError(value: unknown): value is EidError {
  return typeof value === 'string' && (EID_ERRORS as readonly string[]).includes(value);
}

/** The parameters of the current URL's fragment (#code=…, #error=…, #handover=console). */
export function readFragment(): URLSearchParams {
  return new URLSearchParams(window.location.hash.replace(/^#/, ''));
}

/** Removes the fragment from the address bar and history, so no token stays visible there. */
export function clearFragment(): void {
  if (window.location.hash === '') return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/** The router state with which the e-ID pages send a visitor back to the login page. */
export interface LoginPageState {
  eidError: EidError;
}

export function eidErrorFromState(state: unknown): EidError | null {
  if (typeof state !== 'object' || state === null || !('eidError' in state)) return null;
  return isEidError(state.eidError) ? state.eidError : null;
}
