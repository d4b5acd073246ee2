import { type QueryOrderMap } from '@mikro-orm/core';
import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseEntityList,
  sendListPage,
  type SortPaths,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { CompaniesService } from './companies.service';
import { type Company } from './company.entity';
import { type CompanyListRow, type CompanyView } from './company-view';
import { AdminCreateCompanyDto, AdminUpdateCompanyDto } from './dto/admin-records.dto';
import { UuidParamPipe } from './uuid-param.pipe';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** Record field → Company property: the record's scalar fields (id is the uuid). */
const SORTS = {
  id: ['uuid'],
  uuid: ['uuid'],
  company_id: ['id'],
  name: ['name'],
  system_company: ['systemCompany'],
  email_domain: ['emailDomain'],
  require_eid_for_staff: ['requireEidForStaff'],
  created_at: ['createdAt'],
} as const satisfies SortPaths<string>;

/** react-admin records are keyed by the company's uuid. */
type AdminRecord<T extends { uuid: string }> = Omit<T, 'id'> & { id: string; company_id: number };

function record<T extends { id: number; uuid: string }>(row: T): AdminRecord<T> {
  return { ...row, id: row.uuid, company_id: row.id };
}

/**
 * The console's companies resource (ra-data-simple-rest): a thin adapter over CompaniesService.
 * Records carry `id` = the company uuid (the spec paths' key) and `company_id` = the numeric id.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/companies')
export class AdminCompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'Companies in scope, react-admin style: filter {q, id}, range, sort.' })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecord<CompanyListRow>[]> {
    const query = parseEntityList<keyof typeof SORTS, QueryOrderMap<Company>>(raw, SORTS, 'name');
    const { rows, total } = await this.companies.list(caller, {
      keyword: filters.text(query.filter, 'q'),
      uuids: filters.uuidIds(query),
      offset: query.offset,
      limit: query.limit,
      order: 'asc',
      orderBy: 'name',
      sort: query.orderBy,
    });
    return sendListPage(reply, 'companies', query, { rows: rows.map(record), total });
  }

  @Get(':id')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'One company with products and groups.' })
  async show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
    @AdminLanguage() lang: Language,
  ): Promise<AdminRecord<CompanyView>> {
    return record(await this.companies.show(caller, { uuid }, lang));
  }

  @Post()
  @RequirePermission('company.create')
  @ApiOperation({ summary: 'Creates a company (the rules of POST /api/v1/companies).' })
  @TakesLongTexts()
  async create(
    @Access() caller: CallerAccess,
    @Body() form: AdminCreateCompanyDto,
    @AdminLanguage() lang: Language,
  ): Promise<AdminRecord<CompanyView>> {
    return record(await this.companies.create(caller, form, lang));
  }

  @Put(':id')
  @RequirePermission('company.update')
  @ApiOperation({ summary: 'Saves the record (the rules of PUT /api/v1/companies/{uuid}).' })
  @TakesLongTexts()
  async update(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
    @Body() form: AdminUpdateCompanyDto,
    @AdminLanguage() lang: Language,
  ): Promise<AdminRecord<CompanyView>> {
    return record(await this.companies.update(caller, uuid, form, lang));
  }
}
