import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The specification's dialogs are at most 500 px wide (administration, section 9). */
export const DIALOG_MAX_WIDTH = 500;

/**
 * react-admin's default theme, with every dialog of the default size (react-admin's own
 * confirmations too, such as bulk delete) 500 px wide, or the screen's width less the dialog's
 * margins on a narrower screen. Dialogs that ask for a larger size (the page preview) keep it.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    MuiDialog: {
      ...defaultTheme.components?.MuiDialog,
      styleOverrides: {
        paperWidthSm: { width: 'calc(100% - 64px)', maxWidth: DIALOG_MAX_WIDTH },
      },
    },
  },
};
