/** A user's subscription: active, expired (shown as inactive), cancelled or ended (treatment ended). */
export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The specification's module_status: 1 means active. */
export const MODULE_STATUS_ACTIVE = 1;
