/**
 * Router state with which other pages open the login page: a success text to show (after a
 * password reset) and the page to return to after logging in (a protected link opened while
 * logged out, such as the company e-mail confirmation).
 */
export interface LoginNoticeState {
  notice: string;
}

export interface ReturnToState {
  returnTo: string;
}

function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null && name in state
    ? (state as Record<string, unknown>)[name]
    : undefined;
}

export function noticeFromState(state: unknown): string | null {
  const notice = field(state, 'notice');
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** The path to open after logging in; only a path inside this app (never //host or a URL). */
export function returnToFromState(state: unknown): string | null {
  const returnTo = field(state, 'returnTo');
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : null;
}
