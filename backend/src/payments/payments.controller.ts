import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { RateLimit } from 'src/common/http/rate-limit/rate-limit.decorator';
import { type CallerAccess } from 'src/access/caller-access';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import {
  LogPaymentRequestDto,
  StoreFreeCardDto,
  UpdatePaymentRecordDto,
} from './dto/payment-forms.dto';
import { FreeCardsService } from './free-cards.service';
import { PaymentRecordsService } from './payment-records.service';
import { type FreeCardView, type PaymentRecordView, type PricingPlanView } from './payment-views';
import { PricingPlansService } from './pricing-plans.service';

const LANG = { name: 'lang', enum: ['sv', 'en'], description: 'Texts in this language' };

/**
 * The client's side of the payment dialog (specification section 7, "Payments and credits"):
 * plans, a payment record per purchase, its method, and the free card. Amounts are in öre.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('client/user')
export class PaymentsController {
  constructor(
    private readonly plans: PricingPlansService,
    private readonly records: PaymentRecordsService,
    private readonly freeCards: FreeCardsService,
  ) {}

  @Get('pricing-plans/:lang')
  @RequirePermission('payment.read')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'Step 1: the plans on offer (active, no campaign), cheapest first, price in öre.',
  })
  @ApiBadRequestResponse({ description: 'A language other than sv or en' })
  offered(@Param('lang', LanguageParamPipe) lang: Language): Promise<PricingPlanView[]> {
    return this.plans.offered(lang, null);
  }

  @Get('pricing-plans/:lang/new_year_promotion')
  @RequirePermission('payment.read')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'The plans of the new_year_promotion campaign whose window holds today (Stockholm).',
  })
  @ApiBadRequestResponse({ description: 'A language other than sv or en' })
  newYearPromotion(@Param('lang', LanguageParamPipe) lang: Language): Promise<PricingPlanView[]> {
    return this.plans.offered(lang, 'new_year_promotion');
  }

  @Post('log-payment-request')
  @RequirePermission('payment.create')
  @RateLimit('paymentAttempts')
  @ApiOperation({
    summary: 'Step 1 → 2: makes the caller’s payment record for a plan (201, `initiated`).',
    description:
      'The amount is the plan’s price less the promotion code’s discount, computed here. The same ' +
      'idempotency_key again answers the same record. `payment_method: free_card` with a free card ' +
      'valid today makes the record `paid` at 0 kr at once; a paid record starts the plan’s ' +
      'program subscription (an active trial of the model becomes it) and mails a receipt. ' +
      'Limited per user together with applying promotion codes ' +
      '(RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR, 429).',
  })
  @ApiBadRequestResponse({
    description:
      'Validation errors by field; no such plan on offer; the promotion code refused ("Your code ' +
      'was not accepted", "We couldn\'t verify this promotion code"); free card missing, expired or ' +
      'not valid yet',
  })
  @ApiForbiddenResponse({
    description: 'Not a client; free card asked for by someone not a client of a system company',
  })
  @ApiConflictResponse({
    description:
      'The key names another purchase; the promotion code already used or used up; the caller ' +
      'already holds an active subscription (not a trial) of the plan’s model',
  })
  log(
    @Access() caller: CallerAccess,
    @Body() form: LogPaymentRequestDto,
  ): Promise<PaymentRecordView> {
    return this.records.log(caller, form);
  }

  @Post('update-payment-record/:id')
  @HttpCode(200)
  @RequirePermission('payment.update')
  @ApiParam({ name: 'id', format: 'uuid', description: 'The record’s paymentId' })
  @ApiOperation({
    summary: 'Step 2: changes the method of the caller’s own record while it is `initiated`.',
    description: 'Never changes the status: only the provider’s verified word makes a record paid.',
  })
  @ApiBadRequestResponse({ description: 'An unknown method, or any other field (e.g. status)' })
  @ApiForbiddenResponse({ description: 'free_card for someone not a client of a system company' })
  @ApiNotFoundResponse({ description: 'No such record of the caller' })
  @ApiConflictResponse({ description: 'The record is no longer initiated' })
  updateMethod(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) id: string,
    @Body() form: UpdatePaymentRecordDto,
  ): Promise<PaymentRecordView> {
    return this.records.updateMethod(caller, id, form);
  }

  @Post('store-freecard-data')
  @HttpCode(200)
  @RequirePermission('payment.update')
  @ApiOperation({
    summary: 'Stores the caller’s free card; with payment_id, pays that record with it (0 kr).',
    description:
      'Only for clients of a system company. Dates as YYYY-MM-DD or MM/DD/YYYY; the region one ' +
      'of the 21; at most 12 months. An expired card is refused; one not valid yet is stored but ' +
      'pays nothing.',
  })
  @ApiBadRequestResponse({
    description: 'Fields missing or invalid; the card expired or not yet valid',
  })
  @ApiForbiddenResponse({ description: 'Not a client of a system company' })
  @ApiNotFoundResponse({ description: 'payment_id names no record of the caller' })
  @ApiConflictResponse({ description: 'payment_id names a record no longer initiated' })
  storeFreeCard(
    @Access() caller: CallerAccess,
    @Body() form: StoreFreeCardDto,
  ): Promise<FreeCardView> {
    return this.freeCards.store(caller, form);
  }
}
