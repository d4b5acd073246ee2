import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
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
import { ApplyPromotionCodeDto } from './dto/payment-forms.dto';
import { type AppliedPromotionCodeView } from './payment-views';
import { PromotionCodesService } from './promotion-codes.service';

/** Promotion codes applied to a user's account (specification section 7). */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('api/v1/promotion-codes')
export class PromotionCodesController {
  constructor(private readonly codes: PromotionCodesService) {}

  @Post(':code/users/:user_uuid')
  @RequirePermission('payment.create')
  @RateLimit('paymentAttempts')
  @ApiParam({ name: 'code', description: 'The code, in any case' })
  @ApiParam({ name: 'user_uuid', format: 'uuid', description: 'The caller’s own uuid' })
  @ApiOperation({
    summary: 'Applies a code to the user’s account (201): once per user, within its days and uses.',
    description:
      'Limited per user together with log-payment-request (RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR, ' +
      '429), so that codes cannot be guessed.',
  })
  @ApiBadRequestResponse({
    description:
      '"We couldn\'t verify this promotion code" (no such code); "Your code was not accepted" ' +
      '(expired or not valid yet)',
  })
  @ApiNotFoundResponse({ description: 'No such user within the caller’s reach' })
  @ApiConflictResponse({
    description: '"Your code was not accepted": already used by the user, or used up',
  })
  apply(
    @Access() caller: CallerAccess,
    @Param('code') code: string,
    @Param('user_uuid', UuidParamPipe) userUuid: string,
    // The specification sends default_lang; texts follow Accept-Language like every answer.
    @Body() _form: ApplyPromotionCodeDto,
  ): Promise<AppliedPromotionCodeView> {
    return this.codes.applyFor(caller, code, userUuid);
  }

  @Get('users/:user_uuid')
  @RequirePermission('payment.read')
  @ApiParam({ name: 'user_uuid', format: 'uuid' })
  @ApiOperation({ summary: 'The codes applied to the user’s account, newest first.' })
  @ApiNotFoundResponse({ description: 'No such user within the caller’s reach' })
  appliedTo(
    @Access() caller: CallerAccess,
    @Param('user_uuid', UuidParamPipe) userUuid: string,
  ): Promise<AppliedPromotionCodeView[]> {
    return this.codes.appliedTo(caller, userUuid);
  }
}
