import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { AdminListQuery, filters, parseAdminList, sendListPage } from 'src/common/http/react-admin';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { type CompanySubscriptionView } from './company-subscription-view';
import { CompanySubscriptionsService, SUBSCRIPTION_SORTS } from './company-subscriptions.service';
import {
  AdminCreateCompanySubscriptionDto,
  AdminUpdateCompanySubscriptionDto,
} from './dto/admin-company-subscription.dto';

/**
 * The console's company-subscriptions resource (ra-data-simple-rest), a thin adapter over the
 * same service as /api/v1/companies/{uuid}/subscription. The record id is the subscription uuid.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/company-subscriptions')
export class AdminCompanySubscriptionsController {
  constructor(private readonly subscriptions: CompanySubscriptionsService) {}

  @Get()
  @RequirePermission('company/subscription.read')
  @ApiOperation({
    summary: 'Company subscriptions in scope: filter {company_uuid, id: [...]}, range, sort.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompanySubscriptionView[]> {
    const query = parseAdminList(raw, SUBSCRIPTION_SORTS, 'name');
    const page = await this.subscriptions.list(caller, {
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      companyUuid: filters.uuid(query.filter, 'company_uuid'),
      uuids: filters.uuidIds(query),
    });
    return sendListPage(reply, 'company-subscriptions', query, {
      rows: page.data,
      total: page.total,
    });
  }

  @Get(':id')
  @RequirePermission('company/subscription.read')
  @ApiOperation({ summary: 'One company subscription by its uuid.' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<CompanySubscriptionView> {
    return this.subscriptions.showByUuid(caller, id);
  }

  @Post()
  @RequirePermission('company/subscription.create')
  @ApiOperation({ summary: 'Creates (or replaces the fields of) a company’s subscription.' })
  async create(
    @Access() caller: CallerAccess,
    @Body() form: AdminCreateCompanySubscriptionDto,
  ): Promise<CompanySubscriptionView> {
    return (await this.subscriptions.save(caller, form.company_uuid.toLowerCase(), form))
      .subscription;
  }

  @Put(':id')
  @RequirePermission('company/subscription.update')
  @ApiOperation({ summary: 'Changes a company subscription by its uuid.' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) id: string,
    @Body() form: AdminUpdateCompanySubscriptionDto,
  ): Promise<CompanySubscriptionView> {
    return this.subscriptions.update(caller, id, form);
  }
}
