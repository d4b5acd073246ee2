import { type QueryOrderMap } from '@mikro-orm/core';
import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import {
  AdminListQuery,
  filters,
  parseEntityList,
  sendListPage,
  type SortPaths,
  withoutReadOnly,
} from 'src/common/http/react-admin';
import { type CompanyUnit } from './company-unit.entity';
import { CompanyUnitsService } from './company-units.service';
import { type UnitView } from './company-view';
import { AdminCreateUnitDto, AdminUpdateUnitDto } from './dto/admin-records.dto';
import { UpdateUnitDto } from './dto/unit.dto';
import { UuidParamPipe } from './uuid-param.pipe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record field → CompanyUnit property: every field of the record (id, company_id… are uuids). */
const SORTS = {
  id: ['uuid'],
  uuid: ['uuid'],
  company_id: ['company.uuid'],
  company_uuid: ['company.uuid'],
  parent_id: ['parent.uuid'],
  parent_uuid: ['parent.uuid'],
  name: ['name'],
  type: ['type'],
  legal_entity: ['legalEntity'],
  legal_name: ['legalName'],
  vat_number: ['vatNumber'],
  street_address: ['streetAddress'],
  postcode: ['postcode'],
  city: ['city'],
  contact_name: ['contactName'],
  visible_to_everyone: ['visibleToEveryone'],
  sub_units_count: [
    { sql: (unit) => `(select count(*) from company_units c where c.parent_id = ${unit}.id)` },
  ],
} as const satisfies SortPaths<string>;

type UnitRecord = Omit<UnitView, 'id'> & {
  id: string;
  company_id: string;
  parent_id: string | null;
};

/** Records keyed by uuid; company_id and parent_id are uuids too (filters and references). */
function record(view: UnitView): UnitRecord {
  return { ...view, id: view.uuid, company_id: view.company_uuid, parent_id: view.parent_uuid };
}

/** A uuid filter value, or null for "top units" (parent_id: null); else 400 naming the filter. */
function uuidFilter(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
  throw ApiException.invalidData({ [field]: [{ key: 'validation.uuid' }] });
}

/**
 * The console's company-units resource (ra-data-simple-rest): a thin adapter over
 * CompanyUnitsService. filter {company_id, parent_id (null for top units), q, id}.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/company-units')
export class AdminCompanyUnitsController {
  constructor(private readonly units: CompanyUnitsService) {}

  @Get()
  @RequirePermission('company-unit.read')
  @ApiOperation({ summary: 'Units in scope: filter {company_id, parent_id, q, id}, range, sort.' })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UnitRecord[]> {
    const query = parseEntityList<keyof typeof SORTS, QueryOrderMap<CompanyUnit>>(
      raw,
      SORTS,
      'name',
    );
    const { filter } = query;
    const { rows, total } = await this.units.find(
      caller,
      {
        companyUuid: filters.uuid(filter, 'company_id'),
        parentUuid: uuidFilter(filter.parent_id, 'filter.parent_id'),
        ids: filters.uuidIds(query),
        q: filters.text(filter, 'q'),
      },
      {
        offset: query.offset,
        limit: query.limit,
        order: query.sort.order,
        sort: query.orderBy,
      },
    );
    return sendListPage(reply, 'company-units', query, { rows: rows.map(record), total });
  }

  @Get(':id')
  @RequirePermission('company-unit.read')
  @ApiOperation({ summary: 'One unit or sub-unit.' })
  async show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
  ): Promise<UnitRecord> {
    return record(await this.units.show(caller, await this.units.companyOf(uuid), uuid));
  }

  @Post()
  @RequirePermission('company-unit.create')
  @ApiOperation({ summary: 'Creates a unit of company_id (a sub-unit with parent_uuid).' })
  async create(
    @Access() caller: CallerAccess,
    @Body() form: AdminCreateUnitDto,
  ): Promise<UnitRecord> {
    const { company_id: company, ...unit } = form;
    return record(await this.units.create(caller, company.toLowerCase(), unit));
  }

  @Put(':id')
  @RequirePermission('company-unit.update')
  @ApiOperation({ summary: 'Saves the record (the rules of PUT …/units/{unit}).' })
  async update(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
    @Body() form: AdminUpdateUnitDto,
  ): Promise<UnitRecord> {
    const { parent_id: parentId, ...fields } = form;
    const changes = Object.assign(new UpdateUnitDto(), {
      ...withoutReadOnly(fields, ['company_id', 'company_uuid', 'sub_units_count']),
      ...(parentId !== undefined ? { parent_uuid: parentId } : {}),
    });
    return record(await this.units.update(caller, await this.units.companyOf(uuid), uuid, changes));
  }
}
