import {
  type FilterQuery,
  type QueryOrderMap,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import {
  CompanyProductsService,
  collector,
  type ResolvedProducts,
} from './company-products.service';
import { companyListRow, type CompanyListRow, companyView, type CompanyView } from './company-view';
import { Company } from './company.entity';
import { type CompanyListQuery } from './dto/company-list.query';
import { type CreateCompanyDto, type UpdateCompanyDto } from './dto/company.dto';
import { OrganisationScopeService } from './organisation-scope.service';
import { type CompanyReference } from './uuid-param.pipe';

export interface CompanyPage {
  data: CompanyListRow[];
  total: number;
  page: number;
  per_page: number;
}

export interface CompanyListOptions {
  keyword?: string;
  uuids?: string[];
  offset: number;
  limit: number | null;
  order: 'asc' | 'desc';
  orderBy: 'name' | 'created_at';
  /** The admin resource's sort by record field: replaces orderBy. */
  sort?: QueryOrderMap<Company>[];
}

/** Companies: lists in scope, one company with its products, create and update. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
    private readonly products: CompanyProductsService,
    private readonly audit: AuditService,
  ) {}

  async page(caller: CallerAccess, query: CompanyListQuery): Promise<CompanyPage> {
    const limit = query.paginate ? query.per_page : null;
    const { rows, total } = await this.list(caller, {
      keyword: query.keyword,
      offset: limit ? (query.page - 1) * limit : 0,
      limit,
      order: 'asc',
      orderBy: 'name',
    });
    return {
      data: rows,
      total,
      page: query.paginate ? query.page : 1,
      per_page: limit ?? total,
    };
  }

  /** Companies in the caller's read scope, sorted (id last so pages never overlap). */
  async list(
    caller: CallerAccess,
    options: CompanyListOptions,
  ): Promise<{ rows: CompanyListRow[]; total: number }> {
    const condition = this.scope.companyCondition(caller, 'read');
    if (!condition) return { rows: [], total: 0 };
    const where: FilterQuery<Company>[] = [condition, ...keywordConditions(options.keyword)];
    if (options.uuids) where.push({ uuid: { $in: options.uuids } });
    const [companies, total] = await this.em.findAndCount(
      Company,
      { $and: where },
      {
        orderBy: options.sort ?? [
          options.orderBy === 'name' ? { name: options.order } : { createdAt: options.order },
          { id: options.order },
        ],
        offset: options.offset,
        limit: options.limit ?? undefined,
      },
    );
    return { rows: companies.map(companyListRow), total };
  }

  /** GET /api/company/full-list: id, uuid and name of every company in scope, by name. */
  async fullList(caller: CallerAccess): Promise<{ id: number; uuid: string; name: string }[]> {
    const condition = this.scope.companyCondition(caller, 'read');
    if (!condition) return [];
    const companies = await this.em.find(Company, condition, {
      fields: ['id', 'uuid', 'name'],
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return companies.map(({ id, uuid, name }) => ({ id, uuid, name }));
  }

  async show(caller: CallerAccess, ref: CompanyReference, lang: Language): Promise<CompanyView> {
    const company = await this.scope.company(caller, 'read', ref);
    return this.view(company, lang);
  }

  async create(caller: CallerAccess, form: CreateCompanyDto, lang: Language): Promise<CompanyView> {
    caller.assertCan('create', 'company', { companyUuid: null });
    assertMayChangeEidSetting(caller, form.require_eid_for_staff, false);
    const resolved = await this.check(form, null);
    const company = await this.inTransaction(async (em) => {
      const created = em.create(Company, {
        name: form.name,
        systemCompany: form.system_company ?? false,
        emailDomain: form.email_domain ?? null,
        requireEidForStaff: form.require_eid_for_staff ?? false,
        types: form.types ?? [],
        ...address(form),
      });
      await em.flush();
      await this.products.replaceProducts(em, created, resolved);
      await this.products.replaceGroups(em, created, form.product_groups ?? []);
      await em.flush();
      await this.audit.record(caller, {
        event: 'company.create',
        subjectType: 'company',
        subjectId: created.uuid,
      });
      return created;
    });
    return this.view(company, lang);
  }

  async update(
    caller: CallerAccess,
    uuid: string,
    form: UpdateCompanyDto,
    lang: Language,
  ): Promise<CompanyView> {
    const company = await this.scope.company(caller, 'update', { uuid });
    assertMayChangeEidSetting(caller, form.require_eid_for_staff, company.requireEidForStaff);
    const resolved = await this.check(form, company);
    await this.inTransaction(async (em) => {
      em.assign(company, {
        ...(form.name !== undefined ? { name: form.name } : {}),
        ...(form.system_company !== undefined ? { systemCompany: form.system_company } : {}),
        ...(form.email_domain !== undefined ? { emailDomain: form.email_domain } : {}),
        ...(form.require_eid_for_staff !== undefined
          ? { requireEidForStaff: form.require_eid_for_staff }
          : {}),
        ...(form.types !== undefined ? { types: form.types } : {}),
        ...address(form),
      });
      if (resolved) await this.products.replaceProducts(em, company, resolved);
      if (form.product_groups) await this.products.replaceGroups(em, company, form.product_groups);
      await em.flush();
      await this.audit.record(caller, {
        event: 'company.update',
        subjectType: 'company',
        subjectId: company.uuid,
        details: { fields: Object.keys(form).sort() },
      });
    });
    return this.view(company, lang);
  }

  /** Every rule of the form beyond each field's shape; all failures are answered at once. */
  private async check(form: CreateCompanyDto, company: null): Promise<ResolvedProducts>;
  private async check(
    form: UpdateCompanyDto,
    company: Company,
  ): Promise<ResolvedProducts | undefined>;
  private async check(
    form: CreateCompanyDto | UpdateCompanyDto,
    company: Company | null,
  ): Promise<ResolvedProducts | undefined> {
    const { errors, fail } = collector();
    const resolved = form.products
      ? await this.products.resolve(form.products, company, fail)
      : undefined;
    if (form.product_groups) this.products.checkGroups(form.product_groups, fail);
    if (form.email_domain && form.email_domain !== company?.emailDomain) {
      const taken = await this.em.count(Company, {
        emailDomain: form.email_domain,
        ...(company ? { id: { $ne: company.id } } : {}),
      });
      if (taken > 0) fail('email_domain', { key: 'companies.emailDomainTaken' });
    }
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    return resolved;
  }

  /** A concurrent save of the same e-mail domain answers as the form check does. */
  private async inTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const constraint = 'constraint' in error ? String(error.constraint) : '';
        if (constraint === 'companies_email_domain_unique') {
          throw ApiException.invalidData({ email_domain: [{ key: 'companies.emailDomainTaken' }] });
        }
      }
      throw error;
    }
  }

  async view(company: Company, lang: Language): Promise<CompanyView> {
    const { products, groups } = await this.products.of(company);
    return companyView(company, products, groups, lang);
  }
}

function address(form: CreateCompanyDto | UpdateCompanyDto): Partial<Company> {
  const sent = form.address;
  if (!sent) return {};
  const fields: Partial<Company> = {};
  if (sent.street !== undefined) fields.street = sent.street;
  if (sent.postcode !== undefined) fields.postcode = sent.postcode;
  if (sent.city !== undefined) fields.city = sent.city;
  if (sent.country !== undefined) fields.country = sent.country;
  return fields;
}

/** Each word of the keyword must appear in the name. */
function keywordConditions(keyword: string | undefined): FilterQuery<Company>[] {
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => ({
    name: { $ilike: `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%` },
  }));
}

/**
 * Whether a company's staff must sign in with e-ID is an administrator's decision (it weakens or
 * strengthens HSLF-FS 3:15 for the whole company): others who may edit a company (health
 * coaches) may send the field only unchanged, as the console's form does.
 */
function assertMayChangeEidSetting(
  caller: CallerAccess,
  wanted: boolean | undefined,
  current: boolean,
): void {
  if (wanted === undefined || wanted === current || caller.user.role === 'admin') return;
  throw ApiException.forbidden('companies.eidSettingAdminOnly');
}
