/**
 * Hidden on screen, read by screen readers (live regions, extra labels). Sizes in px: MUI's `sx`
 * reads `width: 1` as 100 %, which once made a page 264 px wider than the screen.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
