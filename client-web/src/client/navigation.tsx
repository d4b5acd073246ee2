import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useWhiteLabel } from '../layout/WhiteLabelTheme';
import { CLIENT_PATHS } from './menu-rules';

/** Leaving one of these pages remembers it as the back link (client/specialist spec, section 2). */
const BACK_LINK_SOURCES: readonly string[] = [
  CLIENT_PATHS.dashboard,
  CLIENT_PATHS.selfHelp,
  CLIENT_PATHS.treatment,
];

const BACK_LINK_STORAGE_KEY = 'backLink';

function readBackLink(): string {
  try {
    return sessionStorage.getItem(BACK_LINK_STORAGE_KEY) ?? CLIENT_PATHS.dashboard;
  } catch {
    return CLIENT_PATHS.dashboard;
  }
}

function storeBackLink(path: string): void {
  try {
    sessionStorage.setItem(BACK_LINK_STORAGE_KEY, path);
  } catch {
    // Without storage the back link lasts until the page is reloaded.
  }
}

const BackLinkContext = createContext<string>(CLIENT_PATHS.dashboard);

/** Where the header's back link leads: the last dashboard, self-help or treatment page left. */
export function useBackLink(): string {
  return useContext(BackLinkContext);
}

/**
 * Runs after every navigation: scrolls to the top, titles the page with the brand and remembers
 * the back link when the user leaves the dashboard, self-help or treatment.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const { brand } = useWhiteLabel();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  const [backLink, setBackLink] = useState(readBackLink);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = brand;
  }, [pathname, brand]);

  useEffect(() => {
    const left = previous.current;
    previous.current = { pathname, search };
    if (left === null || left.pathname === pathname) return;
    if (!BACK_LINK_SOURCES.includes(left.pathname)) return;
    const path = `${left.pathname}${left.search}`;
    storeBackLink(path);
    setBackLink(path);
  }, [pathname, search]);

  return (
    <BackLinkContext.Provider value={backLink}>
      <Outlet />
    </BackLinkContext.Provider>
  );
}
