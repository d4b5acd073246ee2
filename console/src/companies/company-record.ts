import { type RaRecord } from 'react-admin';

export const COMPANY_TYPES = ['employer', 'clinic', 'insurer', 'partner'] as const;

/** A record of /api/admin/companies: `id` is the company uuid, `company_id` the number. */
export interface CompanyRecord extends RaRecord {
  id: string;
  company_id: number;
  name: string;
  email_domain: string | null;
  system_company: boolean;
  types: string[];
  address: { street: string | null; postcode: string | null; city: string | null; country: string };
  products?: { id: number; is_selected: boolean }[];
}

/** The create form's extra field: the catalogue products the company starts with. */
export interface CompanyCreateForm extends Partial<CompanyRecord> {
  selected_products?: number[];
}

/** The create body: the chosen catalogue products become the company's selected products. */
export function toCreateBody({ selected_products = [], ...form }: CompanyCreateForm) {
  return { ...form, products: selected_products.map((id) => ({ id, is_selected: true })) };
}
