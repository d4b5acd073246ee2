import { type CompanySubscription } from './company-subscription.entity';

/** Credit totals: `available` is `total - taken`. */
export interface CreditTotals {
  total: number;
  taken: number;
  available: number;
}

export interface SubscriptionPrice {
  usage_type: 'licensed' | 'metered';
  /** Öre: per user (licensed) or per credit (metered). */
  amount: number;
  price_id: string | null;
}

/** The company subscription as the API answers it. */
export interface CompanySubscriptionView {
  /** The subscription's uuid (react-admin's record id). */
  id: string;
  uuid: string;
  company_uuid: string;
  company_name: string;
  name: string;
  billing_start_date: string;
  price_per_user: number;
  price_per_credit: number;
  licensed_price_id: string | null;
  metered_price_id: string | null;
  prices: SubscriptionPrice[];
  credit_amount: number;
  credit_limit_per_user: number;
  subscription_model_uuid: string;
  /** The company's credits: the subscription's amount, spent by usage records. */
  credits: CreditTotals;
  /** Credits granted to the company's users so far (the sum of their grants). */
  credits_granted_to_users: number;
  created_at: Date;
  updated_at: Date;
}

export function totals(total: number, taken: number): CreditTotals {
  return { total, taken, available: Math.max(0, total - taken) };
}

export function subscriptionView(
  subscription: CompanySubscription,
  grantedToUsers: number,
): CompanySubscriptionView {
  return {
    id: subscription.uuid,
    uuid: subscription.uuid,
    company_uuid: subscription.company.uuid,
    company_name: subscription.company.name,
    name: subscription.name,
    billing_start_date: subscription.billingStartDate,
    price_per_user: subscription.licensedPricePerUser,
    price_per_credit: subscription.meteredPricePerCredit,
    licensed_price_id: subscription.licensedPriceId,
    metered_price_id: subscription.meteredPriceId,
    prices: [
      {
        usage_type: 'licensed',
        amount: subscription.licensedPricePerUser,
        price_id: subscription.licensedPriceId,
      },
      {
        usage_type: 'metered',
        amount: subscription.meteredPricePerCredit,
        price_id: subscription.meteredPriceId,
      },
    ],
    credit_amount: subscription.creditAmount,
    credit_limit_per_user: subscription.creditLimitPerUser,
    subscription_model_uuid: subscription.subscriptionModelUuid,
    credits: totals(subscription.creditAmount, subscription.creditsTaken),
    credits_granted_to_users: grantedToUsers,
    created_at: subscription.createdAt,
    updated_at: subscription.updatedAt,
  };
}
