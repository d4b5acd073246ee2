import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** POST /client/user/process-payment-attempt: start the Swish payment of a record. */
export class ProcessPaymentAttemptDto {
  @ApiProperty({ format: 'uuid', description: 'The record’s paymentId (still `initiated`, swish)' })
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'validation.uuid',
  })
  payment_id!: string;

  @ApiPropertyOptional({ description: 'The payer’s Swish number: 46 and 7-13 digits' })
  @IsOptional()
  @Matches(/^46\d{7,13}$/, { message: 'payments.payerAliasInvalid' })
  payer_alias?: string;
}
