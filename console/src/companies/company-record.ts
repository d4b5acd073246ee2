import { type ApiSchemas } from '@sinnro/web-session';

export const COMPANY_TYPES = ['employer', 'clinic', 'insurer', 'partner'] as const;

/**
 * A record of /api/admin/companies: `id` is the company uuid, `company_id` the number; one
 * company (GET /api/admin/companies/{id}) has its products too.
 */
export type CompanyRecord = ApiSchemas['AdminRecord_CompanyListRow'] &
  Partial<Pick<ApiSchemas['AdminRecord_CompanyView'], 'products'>>;

/** The create form's extra field: the catalogue products the company starts with. */
export interface CompanyCreateForm extends Partial<CompanyRecord> {
  selected_products?: number[];
}

/** The create body: the chosen catalogue products become the company's selected products. */
export function toCreateBody({ selected_products = [], ...form }: CompanyCreateForm) {
  return { ...form, products: selected_products.map((id) => ({ id, is_selected: true })) };
}
