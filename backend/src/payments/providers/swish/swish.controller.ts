import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ProcessPaymentAttemptDto } from './swish-forms.dto';
import { type SwishAttemptView, SwishPayments } from './swish-payments.service';

/** The client starts a Swish payment of their record (specification: process-payment-attempt). */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('client/user')
export class SwishAttemptController {
  constructor(private readonly swish: SwishPayments) {}

  @Post('process-payment-attempt')
  @HttpCode(200)
  @RequirePermission('payment.update')
  @ApiOperation({
    summary: 'Step 2 → 3: starts the Swish payment of the caller’s own `initiated` record.',
    description:
      'Creates a Swish payment request (Commerce API v2) for the record’s amount; the record ' +
      'becomes `pending` with the instruction id as its provider reference. The record becomes ' +
      '`paid` only by Swish’s callback, checked against the payment request retrieved from Swish. ' +
      'Body: { payment_id, payer_alias? } (payer_alias: the payer’s Swish number for an ' +
      'e-commerce payment; without it the payer opens the Swish app).',
  })
  @ApiBadRequestResponse({ description: 'Fields invalid; Swish refused the request (its codes)' })
  @ApiNotFoundResponse({ description: 'No such record of the caller' })
  @ApiConflictResponse({ description: 'The record is no longer initiated, or not a Swish payment' })
  @ApiBadGatewayResponse({
    description:
      '"Third party API error": Swish timed out, answered 5xx or is not configured; the record ' +
      'stays `initiated` and may be tried again',
  })
  attempt(
    @Access() caller: CallerAccess,
    @Body() form: ProcessPaymentAttemptDto,
  ): Promise<SwishAttemptView> {
    return this.swish.attempt(caller, form.payment_id, form.payer_alias);
  }
}

/** What the callback answers Swish: received (whatever it did with it). */
export interface SwishCallbackAnswer {
  received: true;
}

/** Swish's callback: public (Swish calls it without a token), trusted only after retrieval. */
@ApiTags('payments')
@Controller('api/v1/payments/swish')
export class SwishCallbackController {
  private readonly logger = new Logger('SwishCallback');

  constructor(private readonly swish: SwishPayments) {}

  @Post('callback')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: 'Swish’s callback (public): stored, then the payment request is retrieved from Swish.',
    description:
      'The body as Swish sends it (id, payeePaymentReference, status, amount, currency, datePaid, ' +
      'errorCode, …) is stored unverified and never trusted: the payment request is retrieved ' +
      'from SWISH_BASE_URL by id, and only its status and amount move the record (PAID with the ' +
      'record’s amount and currency → paid and fulfilled; DECLINED, ERROR, CANCELLED → that ' +
      'status; another amount → refused and logged by ids). Always 200, also when delivered again.',
  })
  @ApiOkResponse({ description: 'Received' })
  async callback(@Body() body: unknown): Promise<SwishCallbackAnswer> {
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const outcome = await this.swish.callback(body as Record<string, unknown>);
      this.logger.log(`Swish callback: ${outcome}`);
    }
    return { received: true };
  }
}
