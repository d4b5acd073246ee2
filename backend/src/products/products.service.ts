import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { Product, type ProductType } from './product.entity';
import { productView, type ProductView } from './product-view';

/** The product catalogue (the same for every company; companies choose from it). */
@Injectable()
export class ProductsService {
  constructor(private readonly em: EntityManager) {}

  /** Active products, optionally of one type, by sort order. */
  async catalogue(lang: Language, type?: ProductType): Promise<ProductView[]> {
    const products = await this.em.find(
      Product,
      { active: true, ...(type ? { type } : {}) },
      { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
    );
    return products.map((product) => productView(product, lang));
  }

  /** Every product (the admin resource), filtered, by sort order. */
  async find(
    filter: { type?: ProductType; ids?: number[]; q?: string },
    page: {
      offset: number;
      limit: number;
      order: 'ASC' | 'DESC';
      /** The admin resource's sort by record field: replaces the sort order. */
      sort?: QueryOrderMap<Product>[];
    },
    lang: Language,
  ): Promise<{ rows: ProductView[]; total: number }> {
    const where: FilterQuery<Product>[] = [];
    if (filter.type) where.push({ type: filter.type });
    if (filter.ids) where.push({ id: { $in: filter.ids } });
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`;
      where.push({
        $or: [
          { nameSv: { $ilike: pattern } },
          { nameEn: { $ilike: pattern } },
          { code: { $ilike: pattern } },
        ],
      });
    }
    const order = page.order === 'ASC' ? 'asc' : 'desc';
    const [products, total] = await this.em.findAndCount(
      Product,
      { $and: where },
      {
        orderBy: page.sort ?? [{ sortOrder: order }, { id: order }],
        offset: page.offset,
        limit: page.limit,
      },
    );
    return { rows: products.map((product) => productView(product, lang)), total };
  }

  async one(id: number, lang: Language): Promise<ProductView> {
    const product = await this.em.findOne(Product, { id });
    if (!product) throw ApiException.notFound();
    return productView(product, lang);
  }
}
