/** A white label: the brand's name (page title, logo) and its colours. */
export interface WhiteLabel {
  brand: string;
  primary: string;
  secondary: string;
  background: string;
}

export const DEFAULT_WHITE_LABEL_KEY = 'sinnro';

/**
 * The white labels a user's `white_label` may name; any other value (or none) gets the default.
 * Colours keep at least 4.5:1 contrast with white text on primary buttons.
 */
export const WHITE_LABELS = {
  sinnro: { brand: 'Sinnro', primary: '#2f6f6a', secondary: '#8a5a44', background: '#f6f7f5' },
  halsopartner: {
    brand: 'Hälsopartner',
    primary: '#1d4f91',
    secondary: '#7a3e6c',
    background: '#f4f6fa',
  },
  'sinnro-care': {
    brand: 'Sinnro Care',
    primary: '#5b3f8c',
    secondary: '#2f6f6a',
    background: '#f7f5fa',
  },
} as const satisfies Record<string, WhiteLabel>;

export type WhiteLabelKey = keyof typeof WHITE_LABELS;

export function isWhiteLabelKey(value: unknown): value is WhiteLabelKey {
  return typeof value === 'string' && Object.hasOwn(WHITE_LABELS, value);
}

/** The key of a user's white label; unknown or missing labels fall back to the default. */
export function whiteLabelKeyOf(value: string | null | undefined): WhiteLabelKey {
  const key = value?.trim().toLowerCase();
  return isWhiteLabelKey(key) ? key : DEFAULT_WHITE_LABEL_KEY;
}

/** The last white label in use on this browser, so the login page wears it too. */
export const WHITE_LABEL_STORAGE_KEY = 'whiteLabel';

export function storedWhiteLabelKey(): WhiteLabelKey {
  try {
    return whiteLabelKeyOf(localStorage.getItem(WHITE_LABEL_STORAGE_KEY));
  } catch {
    return DEFAULT_WHITE_LABEL_KEY;
  }
}

export function storeWhiteLabelKey(key: WhiteLabelKey): void {
  try {
    localStorage.setItem(WHITE_LABEL_STORAGE_KEY, key);
  } catch {
    // Storage may be unavailable (private mode); the theme still follows the user.
  }
}
