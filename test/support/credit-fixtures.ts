import { type CompanyRole } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Product } from 'src/products/product.entity';
import { type User } from 'src/users/user.entity';
import { type TestApp } from './test-app';
import { type UserFixtures } from './user-fixtures';

/** The products credits are spent on, with the specification's credit values (section 9). */
export const CREDIT_PRODUCTS = [
  {
    code: 'therapist_call_25',
    nameSv: '25 minuter med en terapeut',
    nameEn: '25 minutes with a therapist',
    creditValue: 1,
  },
  {
    code: 'icbt_two_weeks',
    nameSv: 'Två veckor iKBT',
    nameEn: 'Two weeks of iCBT',
    creditValue: 1,
  },
  { code: 'assessment', nameSv: 'Bedömning', nameEn: 'Assessment', creditValue: 1 },
  { code: 'session_45', nameSv: 'Samtal 45 minuter', nameEn: '45-minute session', creditValue: 2 },
  { code: 'session', nameSv: 'Samtal', nameEn: 'Session', creditValue: 1 },
] as const;

/** Makes sure the credit products exist (whatever the seeders did before), by code. */
export async function ensureCreditProducts(api: TestApp): Promise<void> {
  const em = api.orm.em.fork();
  for (const entry of CREDIT_PRODUCTS) {
    const existing = await em.findOne(Product, { code: entry.code });
    if (existing) continue;
    em.create(Product, { ...entry, type: 'business', category: 'therapy' });
  }
  await em.flush();
}

/** A valid subscription form; override single fields. */
export function subscriptionForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Företagsavtal',
    billing_start_date: '2026-01-01',
    price_per_user: 4900,
    price_per_credit: 95000,
    credit_amount: 1000,
    credit_limit_per_user: 1000,
    subscription_model_uuid: '0b7d8a1e-5c2f-4a7e-9a61-3f1d2c4b5a60',
    licensed_price_id: 'price_licensed_test',
    metered_price_id: 'price_metered_test',
    ...overrides,
  };
}

export interface CreditCompany {
  uuid: string;
  units: CompanyUnit[];
}

/** A company of its own with the named units (removed with the fixtures). */
export async function creditCompany(
  fixtures: UserFixtures,
  unitNames: string[],
): Promise<CreditCompany> {
  const { company, units } = await fixtures.company(
    `Kreditbolaget ${randomUUID().slice(0, 8)} AB`,
    unitNames,
  );
  return { uuid: company.uuid, units };
}

/** A fresh member of the company in one unit, who can log in (e-mail ends in .test). */
export async function creditMember(
  fixtures: UserFixtures,
  company: CreditCompany,
  unit: CompanyUnit,
  companyRole: CompanyRole = 'standard-user',
): Promise<User> {
  const user = await fixtures.user(
    {
      email: `credits-${randomUUID().slice(0, 12)}@sinnro.test`,
      firstName: 'Kredit',
      lastName: 'Testsson',
    },
    { withPassword: true },
  );
  await fixtures.member(user.id, company.uuid, { unitUuid: unit.uuid, companyRole });
  return user;
}

/** A sub-unit under `parent` (removed with its company). */
export async function creditSubUnit(api: TestApp, parent: CompanyUnit): Promise<CompanyUnit> {
  const em = api.orm.em.fork();
  const unit = em.create(CompanyUnit, {
    company: parent.company.id,
    parent: parent.id,
    name: `Underenhet ${randomUUID().slice(0, 6)}`,
  });
  await em.flush();
  return unit;
}

/**
 * Two companies of their own: the first with units Ledning (and a sub-unit under it) and Lager, a
 * company admin and a standard member in Ledning, a member in Lager and one in the sub-unit; the
 * other with a member of its own.
 */
export interface CreditOrganisation {
  company: CreditCompany;
  other: CreditCompany;
  ledning: CompanyUnit;
  lager: CompanyUnit;
  subUnit: CompanyUnit;
  companyAdmin: User;
  member: User;
  lagerMember: User;
  subUnitMember: User;
  outsider: User;
}

export async function creditOrganisation(
  api: TestApp,
  fixtures: UserFixtures,
): Promise<CreditOrganisation> {
  const company = await creditCompany(fixtures, ['Ledning', 'Lager']);
  const [ledning, lager] = company.units as [CompanyUnit, CompanyUnit];
  const subUnit = await creditSubUnit(api, ledning);
  const other = await creditCompany(fixtures, ['Kontor']);
  return {
    company,
    other,
    ledning,
    lager,
    subUnit,
    companyAdmin: await creditMember(fixtures, company, ledning, 'company-admin'),
    member: await creditMember(fixtures, company, ledning),
    lagerMember: await creditMember(fixtures, company, lager),
    subUnitMember: await creditMember(fixtures, company, subUnit),
    outsider: await creditMember(fixtures, other, other.units[0]),
  };
}
