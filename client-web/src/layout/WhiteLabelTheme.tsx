import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useSession } from '../session/session-context';
import {
  storedWhiteLabelKey,
  storeWhiteLabelKey,
  themeFor,
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
 * Themes the app from the signed-in user's white_label (the default theme otherwise). The label is
 * kept in local storage, so the next visit's login page shows it before anyone logs in.
 */
export function WhiteLabelTheme({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const key = user === null ? storedWhiteLabelKey() : whiteLabelKeyOf(user.white_label);
  useEffect(() => {
    if (user !== null) storeWhiteLabelKey(key);
  }, [user, key]);
  const label = WHITE_LABELS[key];
  const theme = useMemo(() => themeFor(label), [label]);
  return (
    <WhiteLabelContext.Provider value={label}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </WhiteLabelContext.Provider>
  );
}
