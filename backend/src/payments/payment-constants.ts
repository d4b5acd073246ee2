/**
 * The specification's payment vocabulary (sections 3, 4 and 9): products, methods, purposes,
 * statuses, the campaign, the currency and the 21 Swedish regions of a free card (frikort).
 * Stored as written here; never rename a value, rows and clients hold them.
 */

export const PRODUCTS = ['digital_treatment', 'self_help'] as const;
export type Product = (typeof PRODUCTS)[number];

export const PAYMENT_METHODS = ['swish', 'credit_card', 'free_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PURPOSES = ['purchaseNewModule', 'insurance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * `initiated` → `pending` → `paid` | `declined` | `cancelled` | `error` | `expired`, and `paid` →
 * `refunded`. Only a provider's verified word (or a valid free card) makes a record `paid`.
 */
export const PAYMENT_STATUSES = [
  'initiated',
  'pending',
  'paid',
  'declined',
  'cancelled',
  'error',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CAMPAIGNS = ['new_year_promotion'] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const CURRENCY = 'SEK';
export type Currency = typeof CURRENCY;

/** The 21 regions of Sweden, as a free card names its issuer. */
export const FREE_CARD_REGIONS = [
  'Region Blekinge',
  'Region Dalarna',
  'Region Gotland',
  'Region Gävleborg',
  'Region Halland',
  'Region Jämtland Härjedalen',
  'Region Jönköpings län',
  'Region Kalmar län',
  'Region Kronoberg',
  'Region Norrbotten',
  'Region Skåne',
  'Region Stockholm',
  'Region Sörmland',
  'Region Uppsala',
  'Region Värmland',
  'Region Västerbotten',
  'Region Västernorrland',
  'Region Västmanland',
  'Västra Götalandsregionen',
  'Region Örebro län',
  'Region Östergötland',
] as const;
export type FreeCardRegion = (typeof FREE_CARD_REGIONS)[number];

/** The longest a free card is valid: twelve months from its first day (högkostnadsskyddet). */
export const FREE_CARD_MAX_MONTHS = 12;
