import { lazyPage } from '../lazy/lazy-page';

/**
 * The MUI theme around every page but the login page (which is plain HTML and CSS), in a chunk of
 * its own (see ThemedOutlet). Its own module, so the login page can start loading it without
 * importing the route table.
 */
export const ThemedOutletPage = lazyPage(() =>
  import('./ThemedOutlet').then((m) => ({ default: m.ThemedOutlet })),
);

/** The paths of the login page, the one page drawn without MUI. */
const LOGIN_PATHS: readonly string[] = ['/login', '/session/login'];

/**
 * Starts loading the MUI frame's chunk before a page asks for it, so it does not add a round trip:
 * at start-up on any page but the login page, and on the login page when a login is sent. A failed
 * load is shown (with a retry) by the page that needs it.
 */
export function preloadThemedOutlet(pathname?: string): void {
  if (pathname !== undefined && LOGIN_PATHS.includes(pathname)) return;
  ThemedOutletPage.preload().catch(() => undefined);
}
