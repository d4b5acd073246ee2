import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { preparedStatement, PreparedStatements } from 'src/database/prepared-statements';
import { PRODUCT_CATEGORY_NAMES } from './product-categories';
import { Product, type ProductType } from './product.entity';
import { type ProductFields, productView, type ProductView } from './product-view';

/** A product row with the entity's property names, as ProductFields. */
const PRODUCT_FIELDS_SQL = `p.id, p.uuid, p.code, p.type, p.category, p.name_sv as "nameSv",
  p.name_en as "nameEn", p.default_price as "defaultPrice", p.credit_value as "creditValue",
  p.per_call as "perCall", p.starting_at as "startingAt", p.sort_order as "sortOrder", p.active`;

const PRODUCT_BY_ID = preparedStatement(
  `select ${PRODUCT_FIELDS_SQL} from products p where p.id = $1`,
);

/** The category's name in `lang`, as SQL over the fixed catalogue of names. */
function categoryNameSql(lang: Language): string {
  const names = Object.entries(PRODUCT_CATEGORY_NAMES).map(
    ([code, name]) => `when '${code}' then '${name[lang].replace(/'/g, "''")}'`,
  );
  return `(case p.category ${names.join(' ')} else p.category end)`;
}

/** Record field → the SQL it sorts by (fixed, never the caller's): every field of the view. */
export const PRODUCT_SORT_SQL = {
  id: () => 'p.id',
  uuid: () => 'p.uuid',
  code: () => 'p.code',
  type: () => 'p.type',
  category: () => 'p.category',
  category_name: categoryNameSql,
  name: (lang: Language) => (lang === 'en' ? 'p.name_en' : 'p.name_sv'),
  default_price: () => 'p.default_price',
  credit_value: () => 'p.credit_value',
  per_call: () => 'p.per_call',
  starting_at: () => 'p.starting_at',
  sort_order: () => 'p.sort_order',
  active: () => 'p.active',
} as const satisfies Record<keyof ProductView, (lang: Language) => string>;

export type ProductSortField = keyof typeof PRODUCT_SORT_SQL;

/** The product catalogue (the same for every company; companies choose from it). */
@Injectable()
export class ProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly statements: PreparedStatements,
  ) {}

  /** Active products, optionally of one type, by sort order. */
  async catalogue(lang: Language, type?: ProductType): Promise<ProductView[]> {
    const products = await this.em.find(
      Product,
      { active: true, ...(type ? { type } : {}) },
      { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
    );
    return products.map((product) => productView(product, lang));
  }

  /**
   * Every product (the admin resource), filtered, a page in the order asked for. A hot read of
   * the console, so plain prepared statements: the page and its count at once.
   */
  async find(
    filter: { type?: ProductType; ids?: number[]; q?: string },
    page: {
      offset: number;
      limit: number;
      sort: { field: ProductSortField; order: 'ASC' | 'DESC' };
    },
    lang: Language,
  ): Promise<{ rows: ProductView[]; total: number }> {
    const values: unknown[] = [];
    /** A placeholder for the value: $1, $2, … in the order added. */
    const param = (value: unknown): string => `$${values.push(value)}`;
    const where: string[] = [];
    if (filter.type) where.push(`p.type = ${param(filter.type)}`);
    if (filter.ids) where.push(`p.id = any(${param(filter.ids)}::int[])`);
    if (filter.q) {
      const pattern = param(`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(
        `(p.name_sv ilike ${pattern} or p.name_en ilike ${pattern} or p.code ilike ${pattern})`,
      );
    }
    const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const direction = page.sort.order === 'ASC' ? 'asc' : 'desc';
    const pageSql = `select ${PRODUCT_FIELDS_SQL} from products p ${whereSql}
      order by ${PRODUCT_SORT_SQL[page.sort.field](lang)} ${direction}, p.id ${direction}
      limit $${values.length + 1} offset $${values.length + 2}`;
    const [rows, [count]] = await Promise.all([
      this.statements.rows<ProductFields>(preparedStatement(pageSql), [
        ...values,
        page.limit,
        page.offset,
      ]),
      this.statements.rows<{ total: number }>(
        preparedStatement(`select count(*)::int as total from products p ${whereSql}`),
        values,
      ),
    ]);
    return { rows: rows.map((row) => productView(row, lang)), total: count?.total ?? 0 };
  }

  /** A hot read (the console opens products by key), so a prepared statement. */
  async one(id: number, lang: Language): Promise<ProductView> {
    const [row] = await this.statements.rows<ProductFields>(PRODUCT_BY_ID, [id]);
    if (!row) throw ApiException.notFound();
    return productView(row, lang);
  }
}
