import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type FieldErrors } from 'src/common/errors/api-exception';
import { type MessageKey, type MessageRef } from 'src/common/i18n/messages';
import {
  type CompanyProductField,
  isProductCategory,
  REQUIRED_BY_CATEGORY,
} from 'src/products/product-categories';
import { Product } from 'src/products/product.entity';
import { CompanyProductGroup } from './company-product-group.entity';
import { CompanyProduct } from './company-product.entity';
import { type Company } from './company.entity';
import { CostCentre } from './cost-centre.entity';
import { type CompanyProductDto, type ProductGroupDto } from './dto/company.dto';

/** Records a failure of a field. */
type Fail = (field: string, ref: MessageRef) => void;

export function collector(): { errors: FieldErrors; fail: Fail } {
  const errors: FieldErrors = {};
  return { errors, fail: (field, ref) => void (errors[field] ??= []).push(ref) };
}

const REQUIRED_MESSAGE: Record<CompanyProductField, MessageKey> = {
  external_id: 'companies.externalIdRequired',
  number_of_test_kits: 'companies.testKitsRequired',
  number_of_calls: 'companies.callsRequired',
};

/** A products list, checked and resolved against the catalogue and the company's cost centres. */
export interface ResolvedProducts {
  rows: { form: CompanyProductDto; product: Product; costCentre: CostCentre | null }[];
}

/**
 * The products and product groups of a company: the rules of the company form beyond each field
 * ("Required data is missing on an enabled product", known products and cost centres; "Choose at
 * least one product" is checked with the fields, see CompanyProductDto) and replacing the lists.
 */
@Injectable()
export class CompanyProductsService {
  constructor(private readonly em: EntityManager) {}

  async resolve(
    products: CompanyProductDto[],
    company: Company | null,
    fail: Fail,
  ): Promise<ResolvedProducts> {
    const catalogue = await this.em.find(Product, {
      id: { $in: products.map((row) => row.id) },
      type: 'business',
    });
    const centres = await this.costCentres(products, company);
    const seen = new Set<number>();
    const rows: ResolvedProducts['rows'] = [];
    let missing = false;
    products.forEach((form, index) => {
      const product = catalogue.find((candidate) => candidate.id === form.id);
      const field = `products.${index}`;
      if (!product) return fail(`${field}.id`, { key: 'companies.productUnknown' });
      if (seen.has(product.id)) return fail(`${field}.id`, { key: 'companies.productTwice' });
      seen.add(product.id);
      const costCentre = form.cost_centre_uuid
        ? (centres.find((centre) => centre.uuid === form.cost_centre_uuid) ?? null)
        : null;
      if (form.cost_centre_uuid && !costCentre) {
        fail(`${field}.cost_centre_uuid`, { key: 'companies.costCentreUnknown' });
      }
      if (form.is_selected === true && form.is_disabled !== true) {
        missing =
          this.checkRequired(form, form.category ?? product.category, field, fail) || missing;
      }
      rows.push({ form, product, costCentre });
    });
    if (missing) fail('products', { key: 'companies.productDataMissing' });
    return { rows };
  }

  /** Fails each field the category requires that is empty; answers whether any was. */
  private checkRequired(
    form: CompanyProductDto,
    category: string,
    field: string,
    fail: Fail,
  ): boolean {
    const required = isProductCategory(category) ? REQUIRED_BY_CATEGORY[category] : [];
    const empty = required.filter((name) => form[name] === undefined || form[name] === null);
    empty.forEach((name) => fail(`${field}.${name}`, { key: REQUIRED_MESSAGE[name] }));
    return empty.length > 0;
  }

  private async costCentres(
    products: CompanyProductDto[],
    company: Company | null,
  ): Promise<CostCentre[]> {
    const uuids = products.flatMap((row) => (row.cost_centre_uuid ? [row.cost_centre_uuid] : []));
    if (uuids.length === 0 || !company) return [];
    return this.em.find(CostCentre, { uuid: { $in: uuids }, company });
  }

  /** Product groups: no category twice. */
  checkGroups(groups: ProductGroupDto[], fail: Fail): void {
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      if (seen.has(group.category)) {
        fail(`product_groups.${index}.category`, { key: 'companies.categoryTwice' });
      }
      seen.add(group.category);
    });
  }

  /** Replaces the company's products with the resolved list (inside the caller's transaction). */
  async replaceProducts(em: EntityManager, company: Company, resolved: ResolvedProducts) {
    await em.nativeDelete(CompanyProduct, { company });
    resolved.rows.forEach(({ form, product, costCentre }, index) =>
      em.create(CompanyProduct, {
        company,
        product,
        category: form.category ?? product.category,
        sortOrder: form.sort_order ?? product.sortOrder ?? index,
        isSelected: form.is_selected ?? false,
        isDisabled: form.is_disabled ?? false,
        externalId: form.external_id ?? null,
        numberOfTestKits: form.number_of_test_kits ?? null,
        numberOfCalls: form.number_of_calls ?? null,
        unitPrice: form.unit_price ?? null,
        costCentre,
      }),
    );
  }

  async replaceGroups(em: EntityManager, company: Company, groups: ProductGroupDto[]) {
    await em.nativeDelete(CompanyProductGroup, { company });
    groups.forEach((group, index) =>
      em.create(CompanyProductGroup, {
        company,
        category: group.category,
        sortOrder: group.sort_order ?? index,
      }),
    );
  }

  /** The company's products (catalogue populated) by sort order, and its groups. */
  async of(company: Company) {
    const [products, groups] = await Promise.all([
      this.em.find(
        CompanyProduct,
        { company },
        { populate: ['product', 'costCentre'], orderBy: { sortOrder: 'asc', id: 'asc' } },
      ),
      this.em.find(CompanyProductGroup, { company }, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
    ]);
    return { products, groups };
  }
}
