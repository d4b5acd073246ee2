import { type EntityManager } from '@mikro-orm/postgresql';
import { Company } from 'src/companies/company.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { Product } from 'src/products/product.entity';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { User } from 'src/users/user.entity';
import { CompanyCredit } from './company-credit.entity';
import { CompanySubscription } from './company-subscription.entity';
import { UsageRecordProduct } from './usage-record-product.entity';
import { UsageRecord } from './usage-record.entity';
import { UserCreditBalance } from './user-credit-balance.entity';

const DEMO_GRANT = 10;

/** Fixed uuids of the demo subscriptions, so links and authorization tests can name them. */
export const DEMO_SUBSCRIPTIONS = {
  demo: { uuid: '5e1d0c0a-0000-4000-8000-0000000000c1', company: DEMO_COMPANY.uuid },
  other: { uuid: '5e1d0c0a-0000-4000-8000-0000000000c2', company: DEMO_OTHER_COMPANY.uuid },
} as const;

/**
 * Subscriptions of both demo companies (100 credits, 20 per user), a grant of 10 credits to the
 * demo client in Ledning and one 25-minute therapist call they used. Idempotent: a company that
 * already has a subscription is left alone.
 */
export async function seedCredits(em: EntityManager): Promise<number> {
  let created = 0;
  for (const { uuid, company: companyUuid } of Object.values(DEMO_SUBSCRIPTIONS)) {
    const company = await em.findOne(Company, { uuid: companyUuid });
    if (!company || (await em.findOne(CompanySubscription, { company }))) continue;
    const isDemo = companyUuid === DEMO_COMPANY.uuid;
    const used = isDemo ? await seedDemoClientCredits(em, company) : 0;
    em.create(CompanySubscription, {
      uuid,
      company,
      name: `${company.name} – företagsavtal`,
      billingStartDate: '2026-01-01',
      licensedPricePerUser: 4900,
      meteredPricePerCredit: 95000,
      creditAmount: 100,
      creditLimitPerUser: 20,
      creditsTaken: used,
      subscriptionModelUuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
    });
    await em.flush();
    created += isDemo ? 4 : 1;
  }
  return created;
}

/** The demo client's grant and one use; answers the credits used. */
async function seedDemoClientCredits(em: EntityManager, company: Company): Promise<number> {
  const unit = await em.findOne(CompanyUnit, { uuid: DEMO_COMPANY.units[0].uuid });
  const client = await em.findOne(User, { email: 'client@example.com' });
  const admin = await em.findOne(User, { email: 'admin@example.com' });
  if (!unit || !client || !admin) return 0;
  const call = await em.findOne(Product, { code: 'therapist_call_25' });
  const used = call?.creditValue ?? 0;
  em.create(CompanyCredit, {
    company,
    unit,
    user: client,
    quantity: DEMO_GRANT,
    createdByUuid: admin.uuid,
  });
  em.create(UserCreditBalance, { company, user: client, total: DEMO_GRANT, taken: used });
  if (call && used > 0) {
    const record = em.create(UsageRecord, {
      company,
      unit,
      user: client,
      credits: used,
      meta: { minutes: 25 },
      createdByUuid: admin.uuid,
    });
    em.create(UsageRecordProduct, {
      usageRecord: record,
      product: call,
      quantity: 1,
      creditValue: used,
    });
  }
  return used;
}
