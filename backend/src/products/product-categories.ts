import { type Language } from 'src/common/i18n/language';

/** Product groups of the catalogue; a company shows its products in these groups. */
export const PRODUCT_CATEGORIES = [
  'therapy',
  'counselling',
  'digital_treatment',
  'self_help',
  'assessment',
  'health_check',
  'coaching',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_NAMES: Record<ProductCategory, Record<Language, string>> = {
  therapy: { sv: 'Terapi', en: 'Therapy' },
  counselling: { sv: 'Rådgivning', en: 'Counselling' },
  digital_treatment: { sv: 'Digital behandling', en: 'Digital treatment' },
  self_help: { sv: 'Självhjälp', en: 'Self help' },
  assessment: { sv: 'Bedömning', en: 'Assessment' },
  health_check: { sv: 'Hälsokontroll', en: 'Health check' },
  coaching: { sv: 'Coachning', en: 'Coaching' },
};

/** Company data an enabled product of the category must carry (request field names). */
export type CompanyProductField = 'external_id' | 'number_of_test_kits' | 'number_of_calls';

export const REQUIRED_BY_CATEGORY: Record<ProductCategory, readonly CompanyProductField[]> = {
  therapy: [],
  counselling: ['number_of_calls'],
  digital_treatment: [],
  self_help: [],
  assessment: [],
  health_check: ['external_id', 'number_of_test_kits'],
  coaching: ['number_of_calls'],
};

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}
