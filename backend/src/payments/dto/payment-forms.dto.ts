import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import {
  FREE_CARD_REGIONS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  type PaymentMethod,
  type PaymentPurpose,
} from '../payment-constants';

/** POST /client/user/log-payment-request: step 1 of the payment dialog, a plan chosen. */
export class LogPaymentRequestDto {
  @ApiProperty({ description: 'The plan’s `id` from GET /client/user/pricing-plans/{lang}' })
  @IsInt({ message: 'payments.planUnknown' })
  @Min(1, { message: 'payments.planUnknown' })
  plan_id!: number;

  @ApiPropertyOptional({ enum: PAYMENT_PURPOSES, default: 'purchaseNewModule' })
  @IsOptional()
  @IsIn(PAYMENT_PURPOSES)
  purpose?: PaymentPurpose;

  @ApiPropertyOptional({
    enum: PAYMENT_METHODS,
    default: 'swish',
    description: '`free_card` pays 0 kr at once with the caller’s stored free card, valid today',
  })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  payment_method?: PaymentMethod;

  @ApiPropertyOptional({ description: 'A promotion code; applied to the account if it is not yet' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  promotion_code?: string;

  @ApiProperty({
    description:
      'The client’s key for this purchase (8-100 of A-Z a-z 0-9 _ - . :, e.g. a uuid): the same key again answers the same record',
  })
  @IsNotEmpty()
  @IsString()
  @Matches(/^[A-Za-z0-9_.:-]{8,100}$/, { message: 'payments.idempotencyKeyInvalid' })
  idempotency_key!: string;
}

/** POST /client/user/update-payment-record/{id}: step 2, the method chosen. */
export class UpdatePaymentRecordDto {
  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsNotEmpty()
  @IsIn(PAYMENT_METHODS)
  payment_method!: PaymentMethod;
}

/** POST /client/user/store-freecard-data: the free card (frikort), all four fields required. */
export class StoreFreeCardDto {
  @ApiProperty({ description: 'Free Pass Number: 5-20 digits; spaces and hyphens are removed' })
  @IsNotEmpty({ message: 'payments.freeCardNumberRequired' })
  @IsString({ message: 'payments.freeCardNumberInvalid' })
  @MaxLength(40, { message: 'payments.freeCardNumberInvalid' })
  free_card_number!: string;

  @ApiProperty({ description: 'YYYY-MM-DD, or MM/DD/YYYY' })
  @IsNotEmpty({ message: 'payments.validFromRequired' })
  @IsString({ message: 'payments.dateInvalid' })
  @MaxLength(10, { message: 'payments.dateInvalid' })
  valid_from!: string;

  @ApiProperty({ description: 'YYYY-MM-DD, or MM/DD/YYYY; at most 12 months after valid_from' })
  @IsNotEmpty({ message: 'payments.validToRequired' })
  @IsString({ message: 'payments.dateInvalid' })
  @MaxLength(10, { message: 'payments.dateInvalid' })
  valid_to!: string;

  @ApiProperty({ enum: FREE_CARD_REGIONS })
  @IsNotEmpty({ message: 'payments.regionRequired' })
  @IsIn(FREE_CARD_REGIONS, { message: 'payments.regionUnknown' })
  region!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A record of the caller still `initiated`: paid at once with this card (0 kr) when it is valid today',
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'validation.uuid',
  })
  payment_id?: string;
}

/** POST /api/v1/promotion-codes/{code}/users/{user_uuid}. */
export class ApplyPromotionCodeDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Sent by the client; kept for the form' })
  @IsOptional()
  @IsIn(LANGUAGES)
  default_lang?: Language;
}
