/** The startup query parameter that names a page to open (client/specialist spec, section 2). */
export const ROUTE_TO_PARAMETER = 'routeTo';

/** Where the login origin is kept when routeTo leads to a meeting. */
export const LOGIN_ORIGIN_STORAGE_KEY = 'loginOrigin';
export const NATIONAL_ID_LOGIN_ORIGIN = 'national-id';

const MAX_ROUTE_LENGTH = 2048;
const LOCAL_ORIGIN = 'http://route-to.invalid';

/**
 * The path of a routeTo value, or null when it is malformed: only a path of this app (one leading
 * slash, no scheme, host, backslash or control character) is followed, so that a link cannot send
 * the user to another site.
 */
export function parseRouteTo(value: string | null): string | null {
  if (value === null || value.length === 0 || value.length > MAX_ROUTE_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface StartupRoute {
  /** The URL to start on: routeTo's path, or the current URL without a malformed routeTo. */
  url: string;
  /** Whether the route leads to a meeting: the login then counts as a national-ID login. */
  meeting: boolean;
}

/**
 * Reads routeTo from the address the app starts at; null when there is none. A malformed value is
 * dropped from the address and otherwise ignored.
 */
export function startupRoute(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): StartupRoute | null {
  const query = new URLSearchParams(location.search);
  if (!query.has(ROUTE_TO_PARAMETER)) return null;
  const target = parseRouteTo(query.get(ROUTE_TO_PARAMETER));
  if (target !== null) return { url: target, meeting: target.includes('meeting') };
  query.delete(ROUTE_TO_PARAMETER);
  const rest = query.toString();
  return {
    url: `${location.pathname}${rest === '' ? '' : `?${rest}`}${location.hash}`,
    meeting: false,
  };
}

/** Applies routeTo before the router reads the address (called once, when the app starts). */
export function applyStartupRoute(): void {
  const route = startupRoute(window.location);
  if (route === null) return;
  if (route.meeting) sessionStorage.setItem(LOGIN_ORIGIN_STORAGE_KEY, NATIONAL_ID_LOGIN_ORIGIN);
  window.history.replaceState(window.history.state, '', route.url);
}
