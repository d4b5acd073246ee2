/**
 * Text buttons on the page background (#fafafa) in MUI's primary blue fall just short of WCAG AA
 * contrast (about 4.4:1); the darker primary passes. For toolbars outside a card.
 */
export const DARK_PRIMARY_BUTTONS = {
  '& .MuiButton-textPrimary': { color: 'primary.dark' },
} as const;
