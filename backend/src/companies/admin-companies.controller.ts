import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { type Language } from 'src/common/i18n/language';
import { CallerLanguage } from './caller-language';
import { CompaniesService } from './companies.service';
import { type CompanyListRow, type CompanyView } from './company-view';
import { AdminCreateCompanyDto, AdminUpdateCompanyDto } from './dto/admin-records.dto';
import { ReactAdminListQuery } from './dto/react-admin-list.query';
import { UuidParamPipe } from './uuid-param.pipe';

const SORTABLE = ['name', 'created_at'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    @Query() raw: ReactAdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecord<CompanyListRow>[]> {
    const query = parseListQuery(raw, SORTABLE, 'name');
    const q = query.filter.q;
    const { rows, total } = await this.companies.list(caller, {
      keyword: typeof q === 'string' ? q : undefined,
      uuids: query.ids?.map(String).filter((id) => UUID.test(id)),
      offset: query.offset,
      limit: query.limit,
      order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      orderBy: query.sort.field,
    });
    void reply.header('Content-Range', contentRange('companies', query.offset, rows.length, total));
    return rows.map(record);
  }

  @Get(':id')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'One company with products and groups.' })
  async show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
    @CallerLanguage() lang: Language,
  ): Promise<AdminRecord<CompanyView>> {
    return record(await this.companies.show(caller, { uuid }, lang));
  }

  @Post()
  @RequirePermission('company.create')
  @ApiOperation({ summary: 'Creates a company (the rules of POST /api/v1/companies).' })
  async create(
    @Access() caller: CallerAccess,
    @Body() form: AdminCreateCompanyDto,
    @CallerLanguage() lang: Language,
  ): Promise<AdminRecord<CompanyView>> {
    return record(await this.companies.create(caller, form, lang));
  }

  @Put(':id')
  @RequirePermission('company.update')
  @ApiOperation({ summary: 'Saves the record (the rules of PUT /api/v1/companies/{uuid}).' })
  async update(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
    @Body() form: AdminUpdateCompanyDto,
    @CallerLanguage() lang: Language,
  ): Promise<AdminRecord<CompanyView>> {
    return record(await this.companies.update(caller, uuid, form, lang));
  }
}
