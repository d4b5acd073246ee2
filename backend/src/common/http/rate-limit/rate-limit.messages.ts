/** Texts of the request limits (merged into the catalogue in common/i18n/messages.ts). */
export const RATE_LIMIT_MESSAGES = {
  'rateLimit.tooManyRequests': {
    sv: 'För många förfrågningar. Försök igen om en stund.',
    en: 'Too many requests. Try again in a moment.',
  },
  'rateLimit.uploadQuota': {
    sv: 'Du har laddat upp så mycket som går under ett dygn. Försök igen om {hours} timmar.',
    en: 'You have uploaded as much as allowed in a day. Try again in {hours} hours.',
  },
} as const;
