import { type FreeCard } from 'src/users/user.entity';
import { isIsoDate } from 'src/subscriptions/subscription-dates';
import { FREE_CARD_MAX_MONTHS } from './payment-constants';

/**
 * A date as the free-card form sends it: `YYYY-MM-DD`, or month/day/year with slashes (the
 * specification: "slash-separated month/day/year input is parsed"). Null when it is neither or
 * names no real day.
 */
export function parseCardDate(value: string): string | null {
  const trimmed = value.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The card number with its spaces and hyphens removed; null unless 5-20 digits remain. */
export function normaliseCardNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{5,20}$/.test(digits) ? digits : null;
}

/** Whether the card's last day is more than twelve months after its first. */
export function longerThanAllowed(validFrom: string, validTo: string): boolean {
  const limit = new Date(`${validFrom}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + FREE_CARD_MAX_MONTHS);
  return validTo >= limit.toISOString().slice(0, 10);
}

export type CardValidity = 'valid' | 'expired' | 'future';

/** Whether a card is valid on a day (first and last day included). */
export function cardValidityOn(
  card: Pick<FreeCard, 'valid_from' | 'valid_to'>,
  day: string,
): CardValidity {
  if (day < card.valid_from) return 'future';
  if (day > card.valid_to) return 'expired';
  return 'valid';
}
