import { type QueryOrderMap } from '@mikro-orm/core';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseEntityList,
  sendListPage,
  type SortPaths,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import {
  CreatePricingPlanDto,
  CreatePromotionCodeDto,
  UpdatePricingPlanDto,
  UpdatePromotionCodeDto,
} from './dto/admin-payment-forms.dto';
import {
  CAMPAIGNS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PRODUCTS,
} from './payment-constants';
import { type PaymentRecord } from './payment-record.entity';
import { PaymentRecordsService } from './payment-records.service';
import {
  type PaymentRecordRow,
  type PricingPlanRecord,
  type PromotionCodeRecord,
} from './payment-views';
import { type PricingPlan } from './pricing-plan.entity';
import { PricingPlansService } from './pricing-plans.service';
import { type PromotionCode } from './promotion-code.entity';
import { PromotionCodesService } from './promotion-codes.service';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `filter` day (YYYY-MM-DD), else 400 naming `filter.<key>`. */
function filterDay(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filters.text(filter, key);
  if (value === undefined) return undefined;
  if (ISO_DATE.test(value)) return value;
  throw ApiException.invalidData({ [`filter.${key}`]: [{ key: 'payments.dateInvalid' }] });
}

const PLAN_SORTS = {
  id: ['id'],
  uuid: ['uuid'],
  name_sv: ['nameSv'],
  name_en: ['nameEn'],
  description_sv: ['descriptionSv'],
  description_en: ['descriptionEn'],
  price_minor: ['priceMinor'],
  currency: ['currency'],
  product: ['product'],
  subscription_model_uuid: ['subscriptionModel.uuid'],
  subscription_model_name: ['subscriptionModel.name'],
  program_id: ['program.id'],
  length_days: ['lengthDays'],
  campaign: ['campaign'],
  valid_from: ['validFrom'],
  valid_to: ['validTo'],
  active: ['active'],
  payments: [
    { sql: (plan) => `(select count(*) from payment_records r where r.plan_id = ${plan}.id)` },
  ],
  created_at: ['createdAt'],
  updated_at: ['updatedAt'],
} as const satisfies SortPaths<string>;

/** The console's pricing plans (ra-data-simple-rest): filter {q, product, campaign, active, id}. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/pricing-plans')
export class AdminPricingPlansController {
  constructor(private readonly plans: PricingPlansService) {}

  @Get()
  @RequirePermission('payment/plan.read')
  @ApiOperation({ summary: 'Pricing plans, react-admin style (Content-Range), by name.' })
  async list(
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PricingPlanRecord[]> {
    const query = parseEntityList<keyof typeof PLAN_SORTS, QueryOrderMap<PricingPlan>>(
      raw,
      PLAN_SORTS,
      'name_sv',
    );
    const page = await this.plans.list({
      ids: filters.numericIds(query),
      keyword: filters.text(query.filter, 'q'),
      product: filters.oneOf(query.filter, 'product', PRODUCTS),
      campaign: filters.oneOf(query.filter, 'campaign', CAMPAIGNS),
      active: filters.boolean(query.filter, 'active'),
      offset: query.offset,
      limit: query.limit,
      orderBy: query.orderBy,
    });
    return sendListPage(reply, 'pricing-plans', query, page);
  }

  @Get(':id')
  @RequirePermission('payment/plan.read')
  @ApiOperation({ summary: 'One pricing plan, both languages, with its count of payments.' })
  @ApiNotFoundResponse({ description: 'No such plan' })
  show(@Param('id', IdParamPipe) id: number): Promise<PricingPlanRecord> {
    return this.plans.show(id);
  }

  @Post()
  @RequirePermission('payment/plan.create')
  @ApiOperation({ summary: 'Creates a plan (201); the program must be of the subscription model.' })
  create(@Body() form: CreatePricingPlanDto): Promise<PricingPlanRecord> {
    return this.plans.create(form);
  }

  @Put(':id')
  @RequirePermission('payment/plan.update')
  @ApiOperation({
    summary: 'Saves the plan; `active: false` deactivates it (records already made keep theirs).',
  })
  @ApiNotFoundResponse({ description: 'No such plan' })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() form: UpdatePricingPlanDto,
  ): Promise<PricingPlanRecord> {
    return this.plans.update(id, form);
  }

  @Delete(':id')
  @RequirePermission('payment/plan.delete')
  @ApiOperation({ summary: 'Deletes a plan no payment record names; answers the record.' })
  @ApiNotFoundResponse({ description: 'No such plan' })
  @ApiConflictResponse({ description: 'The plan has payments: deactivate it instead' })
  remove(@Param('id', IdParamPipe) id: number): Promise<PricingPlanRecord> {
    return this.plans.remove(id);
  }
}

const CODE_SORTS = {
  id: ['id'],
  uuid: ['uuid'],
  code: ['code'],
  discount_type: ['discountType'],
  discount_value: ['discountValue'],
  valid_from: ['validFrom'],
  valid_to: ['validTo'],
  max_uses: ['maxUses'],
  uses: ['uses'],
  campaign: ['campaign'],
  active: ['active'],
  created_at: ['createdAt'],
  updated_at: ['updatedAt'],
} as const satisfies SortPaths<string>;

/** The console's promotion codes: filter {q, campaign, active, id}. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/promotion-codes')
export class AdminPromotionCodesController {
  constructor(private readonly codes: PromotionCodesService) {}

  @Get()
  @RequirePermission('payment/promotion-code.read')
  @ApiOperation({ summary: 'Promotion codes, react-admin style (Content-Range), by code.' })
  async list(
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PromotionCodeRecord[]> {
    const query = parseEntityList<keyof typeof CODE_SORTS, QueryOrderMap<PromotionCode>>(
      raw,
      CODE_SORTS,
      'code',
    );
    const page = await this.codes.list({
      ids: filters.numericIds(query),
      keyword: filters.text(query.filter, 'q'),
      campaign: filters.oneOf(query.filter, 'campaign', CAMPAIGNS),
      active: filters.boolean(query.filter, 'active'),
      offset: query.offset,
      limit: query.limit,
      orderBy: query.orderBy,
    });
    return sendListPage(reply, 'promotion-codes', query, page);
  }

  @Get(':id')
  @RequirePermission('payment/promotion-code.read')
  @ApiOperation({ summary: 'One promotion code with its count of uses.' })
  @ApiNotFoundResponse({ description: 'No such code' })
  show(@Param('id', IdParamPipe) id: number): Promise<PromotionCodeRecord> {
    return this.codes.show(id);
  }

  @Post()
  @RequirePermission('payment/promotion-code.create')
  @ApiOperation({ summary: 'Creates a code (201), stored upper-case.' })
  @ApiConflictResponse({ description: 'The code exists (in any case)' })
  create(@Body() form: CreatePromotionCodeDto): Promise<PromotionCodeRecord> {
    return this.codes.create(form);
  }

  @Put(':id')
  @RequirePermission('payment/promotion-code.update')
  @ApiOperation({
    summary: 'Saves the code’s discount, days, uses and campaign (the code itself stays).',
  })
  @ApiNotFoundResponse({ description: 'No such code' })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() form: UpdatePromotionCodeDto,
  ): Promise<PromotionCodeRecord> {
    return this.codes.update(id, form);
  }
}

const RECORD_SORTS = {
  id: ['uuid'],
  user_uuid: ['user.uuid'],
  plan_id: ['plan.id'],
  plan_name: ['plan.nameSv'],
  purpose: ['purpose'],
  method: ['method'],
  status: ['status'],
  price_minor: ['priceMinor'],
  discount_minor: ['discountMinor'],
  amount_minor: ['amountMinor'],
  currency: ['currency'],
  promotion_code: ['promotionCode.code'],
  provider_reference: ['providerReference'],
  created_at: ['createdAt'],
  updated_at: ['updatedAt'],
  paid_at: ['paidAt'],
} as const satisfies SortPaths<string>;

/**
 * The console's payment records, read-only: filter {status, method, purpose, user_uuid,
 * plan_id, created_from, created_to, id}, newest first by default.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/payment-records')
export class AdminPaymentRecordsController {
  constructor(private readonly records: PaymentRecordsService) {}

  @Get()
  @RequirePermission('payment.read')
  @ApiOperation({ summary: 'Payment records in the caller’s reach, react-admin style.' })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaymentRecordRow[]> {
    const query = parseEntityList<keyof typeof RECORD_SORTS, QueryOrderMap<PaymentRecord>>(
      { sort: '["created_at","DESC"]', ...raw },
      RECORD_SORTS,
      'created_at',
    );
    const page = await this.records.list(
      caller,
      {
        ids: filters.uuidIds(query),
        status: filters.oneOf(query.filter, 'status', PAYMENT_STATUSES),
        method: filters.oneOf(query.filter, 'method', PAYMENT_METHODS),
        purpose: filters.oneOf(query.filter, 'purpose', PAYMENT_PURPOSES),
        userUuid: filters.uuid(query.filter, 'user_uuid'),
        planId: filters.id(query.filter, 'plan_id'),
        createdFrom: filterDay(query.filter, 'created_from'),
        createdTo: filterDay(query.filter, 'created_to'),
        offset: query.offset,
        limit: query.limit,
        orderBy: query.orderBy,
      },
      lang,
    );
    return sendListPage(reply, 'payment-records', query, page);
  }

  @Get(':id')
  @RequirePermission('payment.read')
  @ApiOperation({ summary: 'One payment record (id = its paymentId).' })
  @ApiNotFoundResponse({ description: 'No such record within the caller’s reach' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) id: string,
    @AdminLanguage() lang: Language,
  ): Promise<PaymentRecordRow> {
    return this.records.show(caller, id, lang);
  }
}
