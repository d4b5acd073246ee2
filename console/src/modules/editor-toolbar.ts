/**
 * The editors' toolbar on the card's own background: react-admin's grey toolbar leaves its
 * primary and error text buttons (preview, delete) below the 4.5:1 contrast axe asks for.
 */
export const EDITOR_TOOLBAR_SX = {
  justifyContent: 'space-between',
  gap: 1,
  '&.RaToolbar-desktopToolbar': { backgroundColor: 'transparent' },
} as const;
