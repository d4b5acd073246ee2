import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { Product } from 'src/products/product.entity';
import { type UsageProductDto } from './dto/create-usage-record.dto';

/** A product of a usage record, resolved, with what it costs in credits. */
export interface UsageLine {
  product: Product;
  quantity: number;
  creditValue: number;
}

type Reference = { field: 'code'; code: string } | { field: 'id'; id: number | string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID = 2_147_483_647;

/**
 * Turns the products of a usage record (each by code, numeric id or uuid) into lines with their
 * credit values, in one query. Unknown products and products not paid with credits are 400,
 * keyed by the item's field (`products.0.code`).
 */
@Injectable()
export class UsageProductsService {
  constructor(private readonly em: EntityManager) {}

  async resolve(items: UsageProductDto[]): Promise<UsageLine[]> {
    const errors: FieldErrors = {};
    const references = items.map((item, index) => reference(item, index, errors));
    throwIfAny(errors);
    const products = await this.find(references as Reference[]);
    const lines = items.map((item, index) => {
      const ref = references[index] as Reference;
      const product = products.find((candidate) => matches(candidate, ref));
      const field = `products.${index}.${ref.field}`;
      if (!product) errors[field] = [{ key: 'credits.productUnknown' }];
      else if (product.creditValue === null || !product.active) {
        errors[field] = [{ key: 'credits.productNotForCredits' }];
      }
      return { product, quantity: item.quantity, creditValue: product?.creditValue ?? 0 };
    });
    throwIfAny(errors);
    return lines as UsageLine[];
  }

  private find(references: Reference[]): Promise<Product[]> {
    const codes: string[] = [];
    const ids: number[] = [];
    const uuids: string[] = [];
    for (const ref of references) {
      if (ref.field === 'code') codes.push(ref.code);
      else if (typeof ref.id === 'number') ids.push(ref.id);
      else uuids.push(ref.id);
    }
    return this.em.find(Product, {
      $or: [{ code: { $in: codes } }, { id: { $in: ids } }, { uuid: { $in: uuids } }],
    });
  }
}

function reference(item: UsageProductDto, index: number, errors: FieldErrors): Reference | null {
  const hasCode = item.code !== undefined && item.code !== null;
  const hasId = item.id !== undefined && item.id !== null;
  if (hasCode === hasId) {
    errors[`products.${index}.code`] = [{ key: 'credits.productReference' }];
    return null;
  }
  if (hasCode) {
    if (typeof item.code === 'string' && item.code.trim() !== '' && item.code.length <= 80) {
      return { field: 'code', code: item.code.trim() };
    }
    errors[`products.${index}.code`] = [{ key: 'credits.productUnknown' }];
    return null;
  }
  const id = typeof item.id === 'string' && /^\d{1,10}$/.test(item.id) ? Number(item.id) : item.id;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID) {
    return { field: 'id', id };
  }
  if (typeof id === 'string' && UUID.test(id)) return { field: 'id', id: id.toLowerCase() };
  errors[`products.${index}.id`] = [{ key: 'credits.productUnknown' }];
  return null;
}

function matches(product: Product, ref: Reference): boolean {
  if (ref.field === 'code') return product.code === ref.code;
  return typeof ref.id === 'number' ? product.id === ref.id : product.uuid === ref.id;
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
}
