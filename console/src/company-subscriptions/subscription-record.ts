import { type ApiSchemas, majorFromMinor, minorFromMajor } from '@sinnro/web-session';
import { minValue, number, required } from 'react-admin';

/** A record of /api/admin/company-subscriptions (id = the subscription's uuid). */
export type CompanySubscriptionRecord = ApiSchemas['CompanySubscriptionView'];

/** A subscription model of the programs catalogue. */
export type SubscriptionModel = ApiSchemas['SubscriptionModelView'];

/** Öre as the API counts them, kronor as the form shows them (the shared money helpers). */
export const kronorFromOre = (ore: unknown): number | '' => majorFromMinor(ore);
export const oreFromKronor = (kronor: unknown): number | null => minorFromMajor(kronor);

const onlyNumbers = number('app.company_subscriptions.validation.numbers_only');

/** Section 5 "Company and subscription forms". */
export const subscriptionValidation = {
  name: [required()],
  billing_start_date: [required('app.company_subscriptions.validation.start_date_required')],
  price_per_user: [
    required('app.company_subscriptions.validation.price_per_user_required'),
    minValue(0),
  ],
  price_per_credit: [
    required('app.company_subscriptions.validation.price_per_credit_required'),
    minValue(0),
  ],
  credit_amount: [
    required('app.company_subscriptions.validation.credit_amount_required'),
    onlyNumbers,
    minValue(0),
  ],
  credit_limit_per_user: [
    required('app.company_subscriptions.validation.credit_limit_required'),
    onlyNumbers,
    minValue(1),
  ],
  subscription_model_uuid: [
    required('app.company_subscriptions.validation.subscription_model_required'),
  ],
};

/** The editable fields of a record, as the server takes them back. */
export function subscriptionBody(form: Partial<CompanySubscriptionRecord>) {
  return {
    name: form.name,
    billing_start_date: form.billing_start_date,
    price_per_user: form.price_per_user,
    price_per_credit: form.price_per_credit,
    credit_amount: form.credit_amount,
    credit_limit_per_user: form.credit_limit_per_user,
    subscription_model_uuid: form.subscription_model_uuid,
    licensed_price_id: form.licensed_price_id === '' ? null : (form.licensed_price_id ?? null),
    metered_price_id: form.metered_price_id === '' ? null : (form.metered_price_id ?? null),
  };
}
