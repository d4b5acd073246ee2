import { type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';
import { collector } from './company-products.service';
import { CompanyUnit } from './company-unit.entity';
import { unitView, type UnitView } from './company-view';
import { type Company } from './company.entity';
import { type CreateUnitDto, type UpdateUnitDto } from './dto/unit.dto';
import { OrganisationScopeService } from './organisation-scope.service';

/** What a legal entity must have, by request field. */
const LEGAL_ENTITY_FIELDS = {
  legal_name: ['legalName', 'units.legalNameRequired'],
  vat_number: ['vatNumber', 'units.vatNumberRequired'],
  street_address: ['streetAddress', 'units.streetAddressRequired'],
  postcode: ['postcode', 'units.postcodeRequired'],
  city: ['city', 'units.cityRequired'],
  contact_name: ['contactName', 'units.contactNameRequired'],
} as const satisfies Record<string, [keyof CompanyUnit, MessageKey]>;

type LegalField = keyof typeof LEGAL_ENTITY_FIELDS;

/** Units and sub-units (any depth) of a company, always within the caller's unit scope. */
@Injectable()
export class CompanyUnitsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The units the caller may read in the company, by name: every one with `all`, else the top of
   * what the caller sees (units whose parent the caller cannot see).
   */
  async list(caller: CallerAccess, companyUuid: string, all: boolean): Promise<UnitView[]> {
    const company = await this.scope.companyForUnits(caller, 'read', companyUuid);
    const units = await this.visible(caller, company);
    const ids = new Set(units.map((unit) => unit.id));
    const shown = all ? units : units.filter((unit) => !unit.parent || !ids.has(unit.parent.id));
    return this.views(shown);
  }

  /** Units in the caller's read scope (the admin resource): optionally of one company or parent. */
  async find(
    caller: CallerAccess,
    filter: { companyUuid?: string; parentUuid?: string | null; ids?: string[]; q?: string },
    page: {
      offset: number;
      limit: number;
      order: 'ASC' | 'DESC';
      /** The admin resource's sort by record field: replaces the sort by name. */
      sort?: QueryOrderMap<CompanyUnit>[];
    },
  ): Promise<{ rows: UnitView[]; total: number }> {
    const condition = this.scope.unitCondition(caller, 'read');
    if (!condition) return { rows: [], total: 0 };
    const where = [condition];
    if (filter.companyUuid) where.push({ company: { uuid: filter.companyUuid } });
    if (filter.parentUuid === null) where.push({ parent: null });
    else if (filter.parentUuid) where.push({ parent: { uuid: filter.parentUuid } });
    if (filter.ids) where.push({ uuid: { $in: filter.ids } });
    if (filter.q) where.push({ name: { $ilike: `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` } });
    const [units, total] = await this.em.findAndCount(
      CompanyUnit,
      { $and: where },
      {
        populate: ['company', 'parent'],
        orderBy: page.sort ?? [{ name: page.order }, { id: page.order }],
        offset: page.offset,
        limit: page.limit,
      },
    );
    return { rows: await this.views(units), total };
  }

  /** The company uuid of a unit (the admin resource names units alone), else 404. */
  async companyOf(unitUuid: string): Promise<string> {
    const unit = await this.em.findOne(CompanyUnit, { uuid: unitUuid }, { populate: ['company'] });
    if (!unit) throw ApiException.notFound();
    return unit.company.uuid;
  }

  async show(caller: CallerAccess, companyUuid: string, unitUuid: string): Promise<UnitView> {
    const company = await this.scope.companyForUnits(caller, 'read', companyUuid);
    const unit = await this.scope.unit(caller, 'read', company, unitUuid);
    const [view] = await this.views([unit]);
    return view;
  }

  /** The direct sub-units of a unit the caller may read (a grant on a unit covers them). */
  async subUnits(caller: CallerAccess, companyUuid: string, unitUuid: string): Promise<UnitView[]> {
    const company = await this.scope.companyForUnits(caller, 'read', companyUuid);
    const unit = await this.scope.unit(caller, 'read', company, unitUuid);
    const children = await this.em.find(
      CompanyUnit,
      { parent: unit },
      { populate: ['company', 'parent'], orderBy: [{ name: 'asc' }, { id: 'asc' }] },
    );
    return this.views(children);
  }

  async create(caller: CallerAccess, companyUuid: string, form: CreateUnitDto): Promise<UnitView> {
    const company = await this.scope.companyForUnits(caller, 'create', companyUuid);
    const parent = await this.parent(caller, company, form.parent_uuid ?? null, null);
    const unit = this.em.create(CompanyUnit, { company, parent, name: form.name });
    this.apply(unit, form);
    this.assertLegalEntity(unit);
    await this.em.flush();
    await this.audit.record(caller, {
      event: 'company-unit.create',
      subjectType: 'company-unit',
      subjectId: unit.uuid,
      details: { company_uuid: company.uuid, parent_uuid: parent?.uuid ?? null },
    });
    const [view] = await this.views([unit]);
    return view;
  }

  async update(
    caller: CallerAccess,
    companyUuid: string,
    unitUuid: string,
    form: UpdateUnitDto,
  ): Promise<UnitView> {
    const company = await this.scope.companyForUnits(caller, 'update', companyUuid);
    const unit = await this.scope.unit(caller, 'update', company, unitUuid);
    if (form.parent_uuid !== undefined) {
      unit.parent = await this.parent(caller, company, form.parent_uuid, unit);
    }
    if (form.name !== undefined) unit.name = form.name;
    this.apply(unit, form);
    this.assertLegalEntity(unit);
    await this.em.flush();
    await this.audit.record(caller, {
      event: 'company-unit.update',
      subjectType: 'company-unit',
      subjectId: unit.uuid,
      details: { fields: Object.keys(form).sort() },
    });
    const [view] = await this.views([unit]);
    return view;
  }

  /**
   * The parent a unit is placed under: a unit of the same company (else 400), never the unit
   * itself or one of its own sub-units (a cycle), and within the caller's scope. No parent (a
   * top unit) needs a grant on the whole company.
   */
  private async parent(
    caller: CallerAccess,
    company: Company,
    parentUuid: string | null,
    moving: CompanyUnit | null,
  ): Promise<CompanyUnit | null> {
    const action = moving ? 'update' : 'create';
    if (parentUuid === null) {
      caller.assertCan(action, 'company-unit', { companyUuid: company.uuid, unitUuid: [] });
      return null;
    }
    const parent = await this.em.findOne(CompanyUnit, { uuid: parentUuid, company });
    if (!parent) {
      throw ApiException.invalidData({ parent_uuid: [{ key: 'units.parentUnknown' }] });
    }
    const chain = await this.scope.chainUuids([parent.uuid]);
    if (moving && chain.includes(moving.uuid)) {
      throw ApiException.invalidData({ parent_uuid: [{ key: 'units.parentCycle' }] });
    }
    caller.assertCan(action, 'company-unit', { companyUuid: company.uuid, unitUuid: chain });
    return parent;
  }

  private apply(unit: CompanyUnit, form: CreateUnitDto | UpdateUnitDto): void {
    if (form.type !== undefined) unit.type = form.type;
    if (form.legal_entity !== undefined) unit.legalEntity = form.legal_entity;
    if (form.visible_to_everyone !== undefined) unit.visibleToEveryone = form.visible_to_everyone;
    for (const [field, [property]] of Object.entries(LEGAL_ENTITY_FIELDS)) {
      const value = form[field as LegalField];
      if (value !== undefined) unit[property] = value;
    }
  }

  /** A legal entity needs every legal-entity field; each missing one is named. */
  private assertLegalEntity(unit: CompanyUnit): void {
    if (!unit.legalEntity) return;
    const { errors, fail } = collector();
    for (const [field, [property, key]] of Object.entries(LEGAL_ENTITY_FIELDS)) {
      if (!unit[property]) fail(field, { key });
    }
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
  }

  /** Units the caller may read in the company, by name, with company and parent loaded. */
  private async visible(caller: CallerAccess, company: Company): Promise<CompanyUnit[]> {
    const whole = this.scope.reachesWholeCompany(caller, 'read', company);
    const condition = whole ? {} : this.scope.unitCondition(caller, 'read');
    if (!condition) return [];
    return this.em.find(
      CompanyUnit,
      { $and: [{ company }, condition] },
      { populate: ['company', 'parent'], orderBy: [{ name: 'asc' }, { id: 'asc' }] },
    );
  }

  /** Views with each unit's number of direct sub-units (one grouped query). */
  private async views(units: CompanyUnit[]): Promise<UnitView[]> {
    if (units.length === 0) return [];
    const rows = await this.em.getConnection().execute<{ parent_id: number; count: string }[]>(
      `select parent_id, count(*) as count from company_units
        where parent_id in (?) group by parent_id`,
      [units.map((unit) => unit.id)],
    );
    const counts = new Map(rows.map((row) => [Number(row.parent_id), Number(row.count)]));
    return units.map((unit) => unitView(unit, counts.get(unit.id) ?? 0));
  }
}
