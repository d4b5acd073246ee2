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

type CompanyProduct = CompanyRecord['products'] extends (infer Row)[] | undefined ? Row : never;

/** A catalogue product the company does not have yet, shown unselected in the editor. */
export interface CatalogueProduct {
  id: number;
  code: string;
  name: string;
  type: string;
  category: string;
  category_name: string;
  sort_order: number;
  default_price: number;
  credit_value: number | null;
  per_call: boolean;
  starting_at: boolean;
}

/** A product row of the editor: the company's, or one of the catalogue offered to it. */
export type EditorProduct = CompanyProduct & { offered?: boolean };

/**
 * The company's products followed by the catalogue's business products it lacks (unselected,
 * marked `offered`), so that the editor can add a product as well as change one.
 */
export function withCatalogue(
  products: readonly CompanyProduct[],
  catalogue: readonly CatalogueProduct[],
): EditorProduct[] {
  const held = new Set(products.map((product) => product.id));
  const offered = catalogue
    .filter((product) => !held.has(product.id))
    .map((product) => ({
      ...product,
      is_selected: false,
      is_disabled: false,
      external_id: null,
      number_of_test_kits: null,
      number_of_calls: null,
      unit_price: null,
      cost_centre_uuid: null,
      offered: true,
    }));
  return [...products, ...offered];
}

/** The products to save: offered rows only once chosen, without the editor's mark. */
export function productsToSave(products: readonly EditorProduct[]): CompanyProduct[] {
  return products
    .filter((product) => product.offered !== true || product.is_selected)
    .map(({ offered: _offered, ...product }) => product);
}
