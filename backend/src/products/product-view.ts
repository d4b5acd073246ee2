import { type Language } from 'src/common/i18n/language';
import { isProductCategory, PRODUCT_CATEGORY_NAMES } from './product-categories';
import { type Product, type ProductType } from './product.entity';

/** A catalogue product with its name in one language; prices in öre. */
export interface ProductView {
  id: number;
  uuid: string;
  code: string;
  type: ProductType;
  category: string;
  category_name: string;
  name: string;
  default_price: number;
  credit_value: number | null;
  per_call: boolean;
  starting_at: boolean;
  sort_order: number;
  active: boolean;
}

export function productName(product: Pick<Product, 'nameSv' | 'nameEn'>, lang: Language): string {
  return lang === 'en' ? product.nameEn : product.nameSv;
}

export function categoryName(category: string, lang: Language): string {
  return isProductCategory(category) ? PRODUCT_CATEGORY_NAMES[category][lang] : category;
}

/** What a view is made of: a Product, or a row read with the entity's property names. */
export type ProductFields = Pick<
  Product,
  | 'id'
  | 'uuid'
  | 'code'
  | 'type'
  | 'category'
  | 'nameSv'
  | 'nameEn'
  | 'defaultPrice'
  | 'creditValue'
  | 'perCall'
  | 'startingAt'
  | 'sortOrder'
  | 'active'
>;

export function productView(product: ProductFields, lang: Language): ProductView {
  return {
    id: product.id,
    uuid: product.uuid,
    code: product.code,
    type: product.type,
    category: product.category,
    category_name: categoryName(product.category, lang),
    name: productName(product, lang),
    default_price: product.defaultPrice,
    credit_value: product.creditValue,
    per_call: product.perCall,
    starting_at: product.startingAt,
    sort_order: product.sortOrder,
    active: product.active,
  };
}
