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
