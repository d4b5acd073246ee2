import { type RequiredEntityData } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CompanyProduct } from 'src/companies/company-product.entity';
import { Company } from 'src/companies/company.entity';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { Product } from './product.entity';

type CatalogueEntry = Omit<RequiredEntityData<Product>, 'uuid'>;

/**
 * The catalogue with the specification's credit values and prices (section 9 of both documents).
 * Codes are stable: usage records and payments look products up by them.
 */
export const PRODUCT_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: 'therapist_call_25',
    type: 'business',
    category: 'therapy',
    nameSv: '25 minuter med en terapeut',
    nameEn: '25 minutes with a therapist',
    creditValue: 1,
    sortOrder: 10,
  },
  {
    code: 'session_45',
    type: 'business',
    category: 'therapy',
    nameSv: 'Samtal 45 minuter',
    nameEn: '45-minute session',
    creditValue: 2,
    sortOrder: 20,
  },
  {
    code: 'session',
    type: 'business',
    category: 'counselling',
    nameSv: 'Samtal',
    nameEn: 'Session',
    creditValue: 1,
    perCall: true,
    sortOrder: 30,
  },
  {
    code: 'icbt_two_weeks',
    type: 'business',
    category: 'digital_treatment',
    nameSv: 'Två veckor iKBT',
    nameEn: 'Two weeks of iCBT',
    creditValue: 1,
    sortOrder: 40,
  },
  {
    code: 'assessment',
    type: 'business',
    category: 'assessment',
    nameSv: 'Bedömning',
    nameEn: 'Assessment',
    creditValue: 1,
    sortOrder: 50,
  },
  {
    code: 'work_ability_assessment',
    type: 'business',
    category: 'assessment',
    nameSv: 'Arbetsförmågebedömning',
    nameEn: 'Work-ability assessment',
    sortOrder: 60,
  },
  {
    code: 'rehab_counselling',
    type: 'business',
    category: 'counselling',
    nameSv: 'Rehabsamtal',
    nameEn: 'Rehab counselling',
    creditValue: 3,
    startingAt: true,
    sortOrder: 70,
  },
  {
    code: 'health_check',
    type: 'business',
    category: 'health_check',
    nameSv: 'Hälsokontroll',
    nameEn: 'Health check',
    defaultPrice: 400_000,
    startingAt: true,
    sortOrder: 80,
  },
  {
    code: 'leadership_coaching',
    type: 'business',
    category: 'coaching',
    nameSv: 'Ledarskapscoachning',
    nameEn: 'Leadership coaching',
    defaultPrice: 120_000,
    perCall: true,
    sortOrder: 90,
  },
  {
    code: 'coaching',
    type: 'business',
    category: 'coaching',
    nameSv: 'Coachning',
    nameEn: 'Coaching',
    perCall: true,
    sortOrder: 100,
  },
  {
    code: 'nutrition_counselling',
    type: 'business',
    category: 'counselling',
    nameSv: 'Kostrådgivning',
    nameEn: 'Nutrition counselling',
    perCall: true,
    sortOrder: 110,
  },
  {
    code: 'digital_treatment',
    type: 'private',
    category: 'digital_treatment',
    nameSv: 'Digital behandling',
    nameEn: 'Digital treatment',
    sortOrder: 200,
  },
  {
    code: 'self_help',
    type: 'private',
    category: 'self_help',
    nameSv: 'Självhjälp',
    nameEn: 'Self help',
    sortOrder: 210,
  },
];

/** What the demo company has chosen, with the company data each product's category needs. */
interface DemoCompanyProduct {
  code: string;
  isSelected: boolean;
  isDisabled?: boolean;
  sortOrder: number;
  externalId?: string;
  numberOfTestKits?: number;
  numberOfCalls?: number;
}

const DEMO_COMPANY_PRODUCTS: readonly DemoCompanyProduct[] = [
  { code: 'therapist_call_25', isSelected: true, sortOrder: 10 },
  { code: 'session_45', isSelected: true, sortOrder: 20 },
  { code: 'icbt_two_weeks', isSelected: true, sortOrder: 30 },
  { code: 'assessment', isSelected: true, sortOrder: 40 },
  { code: 'session', isSelected: true, numberOfCalls: 5, sortOrder: 50 },
  {
    code: 'health_check',
    isSelected: true,
    externalId: 'EX-HC-001',
    numberOfTestKits: 20,
    sortOrder: 60,
  },
  { code: 'leadership_coaching', isSelected: false, isDisabled: true, sortOrder: 70 },
];

export const DEMO_COMPANY_EMAIL_DOMAIN = 'exempelbolaget.se';

/**
 * The product catalogue (missing codes are added; existing rows are left as they are) and the
 * demo company's e-mail domain and products.
 */
export async function seedProducts(em: EntityManager): Promise<number> {
  let created = 0;
  const existing = new Map(
    (await em.find(Product, {})).map((product) => [product.code, product] as const),
  );
  for (const entry of PRODUCT_CATALOGUE) {
    if (existing.has(entry.code)) continue;
    existing.set(entry.code, em.create(Product, entry));
    created++;
  }
  await em.flush();
  const company = await em.findOne(Company, { uuid: DEMO_COMPANY.uuid });
  if (!company) return created;
  if (company.emailDomain === null) company.emailDomain = DEMO_COMPANY_EMAIL_DOMAIN;
  if ((await em.count(CompanyProduct, { company })) === 0) {
    for (const { code, ...data } of DEMO_COMPANY_PRODUCTS) {
      const product = existing.get(code) as Product;
      em.create(CompanyProduct, { ...data, company, product, category: product.category });
      created++;
    }
  }
  await em.flush();
  return created;
}
