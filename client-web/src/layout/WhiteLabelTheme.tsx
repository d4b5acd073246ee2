import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect } from 'react';
import { useSession } from '../session/session-context';
import {
  storedWhiteLabelKey,
  storeWhiteLabelKey,
  type WhiteLabel,
  WHITE_LABELS,
  whiteLabelKeyOf,
} from './white-label';

const WhiteLabelContext = createContext<WhiteLabel>(WHITE_LABELS.sinnro);

/** The white label in use: its brand names the pages and the logo. */
export function useWhiteLabel(): WhiteLabel {
  return useContext(WhiteLabelContext);
}

/**
 * Chooses the white label from the signed-in user's white_label (the default otherwise). The label
 * is kept in local storage, so the next visit's login page shows it before anyone logs in. Its
 * colours are CSS custom properties on the root element for the pages drawn without MUI (the login
 * page, the loading and error states); the MUI theme of the other pages is in ThemedOutlet, loaded
 * with them.
 */
export function WhiteLabelTheme({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const key = user === null ? storedWhiteLabelKey() : whiteLabelKeyOf(user.white_label);
  useEffect(() => {
    if (user !== null) storeWhiteLabelKey(key);
  }, [user, key]);
  const label = WHITE_LABELS[key];
  useLayoutEffect(() => {
    const { style } = document.documentElement;
    style.setProperty('--wl-primary', label.primary);
    style.setProperty('--wl-background', label.background);
  }, [label]);
  return <WhiteLabelContext.Provider value={label}>{children}</WhiteLabelContext.Provider>;
}
