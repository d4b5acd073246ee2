import useMediaQuery from '@mui/material/useMediaQuery';

/** Below this width the client gets the bottom tab bar instead of the side menu (section 9). */
export const MOBILE_THRESHOLD_PX = 768;

/** The side menu's width (section 9). */
export const SIDEBAR_WIDTH_PX = 250;

export function useWideScreen(): boolean {
  return useMediaQuery(`(min-width:${MOBILE_THRESHOLD_PX}px)`, { noSsr: true });
}
