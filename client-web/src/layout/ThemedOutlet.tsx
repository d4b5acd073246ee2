import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { SessionAbility } from '../session/SessionAbility';
import { type WhiteLabel } from './white-label';
import { useWhiteLabel } from './WhiteLabelTheme';

export function themeFor(label: WhiteLabel): Theme {
  return createTheme({
    palette: {
      primary: { main: label.primary },
      secondary: { main: label.secondary },
      background: { default: label.background },
    },
    shape: { borderRadius: 8 },
    typography: { button: { textTransform: 'none' } },
  });
}

/**
 * The MUI theme of the white label, and the signed-in user's ability, around every page drawn with
 * MUI: a layout route of its own chunk, so the login page (plain HTML and CSS) loads neither MUI
 * nor emotion.
 */
export function ThemedOutlet() {
  const label = useWhiteLabel();
  const theme = useMemo(() => themeFor(label), [label]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionAbility>
        <Outlet />
      </SessionAbility>
    </ThemeProvider>
  );
}
