import { type Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The specification's dialogs are at most 500 px wide (administration, section 9). */
export const DIALOG_MAX_WIDTH = 500;

/**
 * A table wider than its screen scrolls inside its own box, never the page (issue 21: no console
 * page may scroll sideways); long words in a cell wrap without making the column wider.
 */
const TABLE_IN_ITS_BOX = {
  styleOverrides: {
    root: {
      '& [class$="-tableWrapper"]': { overflowX: 'auto', maxWidth: '100%' },
      '& td': { overflowWrap: 'break-word' },
    },
  },
} as const;

/**
 * react-admin's default theme, with every dialog of the default size (react-admin's own
 * confirmations too, such as bulk delete) 500 px wide, or the screen's width less the dialog's
 * margins on a narrower screen. Dialogs that ask for a larger size (the page preview) keep it.
 * Tables scroll inside their box (TABLE_IN_ITS_BOX).
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
    // An inline form iterator's row of inputs wraps on a narrow screen instead of squeezing its
    // parts (a product's name shrank to nothing at 390 px).
    RaSimpleFormIterator: {
      styleOverrides: { root: { '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' } } },
    },
    // A list's main column is a flex item that grew to its table's width (and took the pagination
    // with it); it shrinks to the screen instead, and the table scrolls in its own box.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // react-admin's skip link is white text on the page's near-white background (contrast 1.04)
    // when a keyboard user focuses it: primary behind it instead.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          backgroundColor: theme.palette.primary.main,
          '&:hover': { backgroundColor: theme.palette.primary.dark },
        }),
      },
    },
    // A focused field's label is the primary colour: on a filled field's grey (#f0f0f0) that is a
    // contrast of 4.0, below 4.5 for its small text (axe, the login page's focused e-mail field);
    // the darker primary is 5.0. A field in error keeps the error colour.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focused:not(.Mui-error)': { color: theme.palette.primary.dark },
        }),
      },
    },
    // Every spinner in the console sits beside words that say what is loading (react-admin's
    // Loading, a button's label, a labelled section): the ring itself is hidden from screen readers,
    // or axe finds a progress bar without a name.
    MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
    // react-admin's Loading writes its words in the disabled text colour (contrast 2.6); they are
    // read, so they get the secondary text colour, and are announced as a status.
    RaLoading: {
      defaultProps: { role: 'status' },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaLoading-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    // Text buttons in the primary colour sit on the page background (#fafafa) or a hovered tint,
    // where MUI's primary is just short of WCAG AA (about 4.4:1; axe found the cc's Create button
    // and the login page's language switch after a click); the darker primary passes.
    MuiButton: {
      styleOverrides: {
        textPrimary: ({ theme }: { theme: Theme }) => ({ color: theme.palette.primary.dark }),
      },
    },
    // The actions above a list or form: react-admin never wraps them (nowrap, no flex-wrap), so at
    // 390 px a long label ("Inbjudan och förberedda prenumerationer") stuck out of the screen; they
    // wrap instead.
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaDatagrid: TABLE_IN_ITS_BOX,
    RaDataTable: TABLE_IN_ITS_BOX,
    // react-admin lets the layout grow to fit its widest child (minWidth: fit-content), which made
    // the whole page scroll sideways; the content column shrinks instead, wide parts scroll inside.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-contentWithSidebar': { minWidth: 0 },
          '& .RaLayout-content': { minWidth: 0 },
        },
      },
    },
  },
};
