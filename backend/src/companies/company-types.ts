import { type Language } from 'src/common/i18n/language';

/** The fixed list of company types (GET /api/v1/companies/types); a company has any of them. */
export const COMPANY_TYPES = ['employer', 'clinic', 'insurer', 'partner'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_TYPE_NAMES: Record<CompanyType, Record<Language, string>> = {
  employer: { sv: 'Arbetsgivare', en: 'Employer' },
  clinic: { sv: 'Klinik', en: 'Clinic' },
  insurer: { sv: 'Försäkringsbolag', en: 'Insurer' },
  partner: { sv: 'Partner', en: 'Partner' },
};
