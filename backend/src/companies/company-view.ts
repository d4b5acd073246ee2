import { type Language } from 'src/common/i18n/language';
import { categoryName, productName } from 'src/products/product-view';
import { type CompanyProductGroup } from './company-product-group.entity';
import { type CompanyProduct } from './company-product.entity';
import { type CompanyType } from './company-types';
import { type CompanyUnit } from './company-unit.entity';
import { type Company } from './company.entity';
import { type CostCentre } from './cost-centre.entity';

/** A product as the company has it: catalogue facts, name in one language, company data. */
export interface CompanyProductView {
  id: number;
  code: string;
  name: string;
  type: string;
  category: string;
  category_name: string;
  sort_order: number;
  is_selected: boolean;
  is_disabled: boolean;
  default_price: number;
  credit_value: number | null;
  per_call: boolean;
  starting_at: boolean;
  external_id: string | null;
  number_of_test_kits: number | null;
  number_of_calls: number | null;
  unit_price: number | null;
  cost_centre_uuid: string | null;
}

export interface CompanyView {
  id: number;
  uuid: string;
  name: string;
  address: { street: string | null; postcode: string | null; city: string | null; country: string };
  types: CompanyType[];
  system_company: boolean;
  email_domain: string | null;
  require_eid_for_staff: boolean;
  products: CompanyProductView[];
  product_groups: { category: string; name: string; sort_order: number }[];
  created_at: Date;
  updated_at: Date;
}

/** A row of company lists. */
export interface CompanyListRow {
  id: number;
  uuid: string;
  name: string;
  types: CompanyType[];
  system_company: boolean;
  email_domain: string | null;
  require_eid_for_staff: boolean;
  address: CompanyView['address'];
}

export function companyListRow(company: Company): CompanyListRow {
  return {
    id: company.id,
    uuid: company.uuid,
    name: company.name,
    types: company.types,
    system_company: company.systemCompany,
    email_domain: company.emailDomain,
    require_eid_for_staff: company.requireEidForStaff,
    address: {
      street: company.street,
      postcode: company.postcode,
      city: company.city,
      country: company.country,
    },
  };
}

export function companyProductView(row: CompanyProduct, lang: Language): CompanyProductView {
  const { product } = row;
  return {
    id: product.id,
    code: product.code,
    name: productName(product, lang),
    type: product.type,
    category: row.category,
    category_name: categoryName(row.category, lang),
    sort_order: row.sortOrder,
    is_selected: row.isSelected,
    is_disabled: row.isDisabled,
    default_price: product.defaultPrice,
    credit_value: product.creditValue,
    per_call: product.perCall,
    starting_at: product.startingAt,
    external_id: row.externalId,
    number_of_test_kits: row.numberOfTestKits,
    number_of_calls: row.numberOfCalls,
    unit_price: row.unitPrice,
    cost_centre_uuid: row.costCentre?.uuid ?? null,
  };
}

export function companyView(
  company: Company,
  products: readonly CompanyProduct[],
  groups: readonly CompanyProductGroup[],
  lang: Language,
): CompanyView {
  const { id, uuid, name, types, address, system_company, email_domain, require_eid_for_staff } =
    companyListRow(company);
  return {
    id,
    uuid,
    name,
    address,
    types,
    system_company,
    email_domain,
    require_eid_for_staff,
    products: products.map((row) => companyProductView(row, lang)),
    product_groups: groups.map((group) => ({
      category: group.category,
      name: categoryName(group.category, lang),
      sort_order: group.sortOrder,
    })),
    created_at: company.createdAt,
    updated_at: company.updatedAt,
  };
}

export interface UnitView {
  id: number;
  uuid: string;
  company_uuid: string;
  parent_uuid: string | null;
  name: string;
  type: string | null;
  legal_entity: boolean;
  legal_name: string | null;
  vat_number: string | null;
  street_address: string | null;
  postcode: string | null;
  city: string | null;
  contact_name: string | null;
  visible_to_everyone: boolean;
  sub_units_count: number;
}

export function unitView(unit: CompanyUnit, subUnitsCount: number): UnitView {
  return {
    id: unit.id,
    uuid: unit.uuid,
    company_uuid: unit.company.uuid,
    parent_uuid: unit.parent?.uuid ?? null,
    name: unit.name,
    type: unit.type,
    legal_entity: unit.legalEntity,
    legal_name: unit.legalName,
    vat_number: unit.vatNumber,
    street_address: unit.streetAddress,
    postcode: unit.postcode,
    city: unit.city,
    contact_name: unit.contactName,
    visible_to_everyone: unit.visibleToEveryone,
    sub_units_count: subUnitsCount,
  };
}

export interface CostCentreView {
  uuid: string;
  company_uuid: string;
  unit_uuid: string | null;
  code: string;
  name: string;
}

export function costCentreView(centre: CostCentre): CostCentreView {
  return {
    uuid: centre.uuid,
    company_uuid: centre.company.uuid,
    unit_uuid: centre.unit?.uuid ?? null,
    code: centre.code,
    name: centre.name,
  };
}
