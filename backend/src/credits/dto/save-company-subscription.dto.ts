import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { DigitsAsNumber, IsCalendarDate, IsWholeNumber } from './numeric-input';

const MAX_INT = 2_147_483_647;

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

/** The company subscription form (administration document, sections 3 and 5). Money in öre. */
export class SaveCompanySubscriptionDto {
  @ApiProperty({ example: 'Företagsavtal 2026' })
  @trimmed
  @IsNotEmpty({ message: 'credits.nameRequired' })
  @IsString({ message: 'credits.nameRequired' })
  @MaxLength(200)
  name!: string;

  @ApiProperty({ format: 'date', example: '2026-01-01', description: 'Start of billing' })
  @IsNotEmpty({ message: 'credits.startDateRequired' })
  @IsCalendarDate({ message: 'credits.dateInvalid' })
  billing_start_date!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Usage type licensed, öre per user' })
  @DigitsAsNumber()
  @IsDefined({ message: 'credits.userPriceRequired' })
  @IsWholeNumber(0, MAX_INT, { message: 'credits.priceInvalid' })
  price_per_user!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Usage type metered, öre per credit' })
  @DigitsAsNumber()
  @IsDefined({ message: 'credits.creditPriceRequired' })
  @IsWholeNumber(0, MAX_INT, { message: 'credits.priceInvalid' })
  price_per_credit!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Credits the company holds' })
  @DigitsAsNumber()
  @IsDefined({ message: 'credits.creditAmountRequired' })
  @IsWholeNumber(0, MAX_INT, { message: 'credits.onlyNumbers' })
  credit_amount!: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Credits one user may spend' })
  @DigitsAsNumber()
  @IsDefined({ message: 'credits.creditLimitRequired' })
  @IsWholeNumber(1, MAX_INT, { message: 'credits.onlyNumbers' })
  credit_limit_per_user!: number;

  @ApiProperty({ format: 'uuid', description: 'A subscription model of the programs catalogue' })
  @IsNotEmpty({ message: 'credits.subscriptionModelRequired' })
  @IsUUID('all', { message: 'credits.subscriptionModelInvalid' })
  subscription_model_uuid!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Payment provider's licensed price id",
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  licensed_price_id?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Payment provider's metered price id",
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  metered_price_id?: string | null;
}
