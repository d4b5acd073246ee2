import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  CAMPAIGNS,
  type Campaign,
  DISCOUNT_TYPES,
  type DiscountType,
  PRODUCTS,
  type Product,
} from '../payment-constants';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE = { message: 'payments.dateInvalid' };
/** 1,000,000 kr: far above any plan, low enough that sums stay exact integers. */
const MAX_PRICE_MINOR = 100_000_000;

/** Fields a plan's create and edit forms share (edit: every one optional). */
class PricingPlanFields {
  @ApiPropertyOptional({ description: 'Swedish description' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description_sv?: string;

  @ApiPropertyOptional({ description: 'English description' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description_en?: string;

  @ApiPropertyOptional({ enum: CAMPAIGNS, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(CAMPAIGNS)
  campaign?: Campaign | null;

  @ApiPropertyOptional({ format: 'date', nullable: true, description: 'Campaign’s first day' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(ISO_DATE, DATE)
  valid_from?: string | null;

  @ApiPropertyOptional({ format: 'date', nullable: true, description: 'Campaign’s last day' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(ISO_DATE, DATE)
  valid_to?: string | null;

  @ApiPropertyOptional({ default: true, description: 'Offered to clients' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class CreatePricingPlanDto extends PricingPlanFields {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name_sv!: string;

  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name_en!: string;

  @ApiProperty({ description: 'Price in öre (49900 = 499 kr)' })
  @IsInt()
  @Min(0)
  @Max(MAX_PRICE_MINOR)
  price_minor!: number;

  @ApiProperty({ enum: PRODUCTS })
  @IsIn(PRODUCTS)
  product!: Product;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  subscription_model_uuid!: string;

  @ApiProperty({ description: 'A program of that subscription model' })
  @IsInt()
  @Min(1)
  program_id!: number;

  @ApiProperty({ description: 'Length of the subscription it starts, in days' })
  @IsInt()
  @Min(1)
  @Max(3650)
  length_days!: number;
}

/** The console's edit form: the record comes back whole; read-only fields are ignored. */
export class UpdatePricingPlanDto extends PricingPlanFields {
  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name_sv?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  name_en?: string;

  @ApiPropertyOptional({ description: 'Price in öre; payments already made keep theirs' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_PRICE_MINOR)
  price_minor?: number;

  @ApiPropertyOptional({ enum: PRODUCTS })
  @IsOptional()
  @IsIn(PRODUCTS)
  product?: Product;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  subscription_model_uuid?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(1)
  program_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(3650)
  length_days?: number;

  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() uuid?: unknown;
  @ApiHideProperty() @Allow() currency?: unknown;
  @ApiHideProperty() @Allow() subscription_model_name?: unknown;
  @ApiHideProperty() @Allow() payments?: unknown;
  @ApiHideProperty() @Allow() created_at?: unknown;
  @ApiHideProperty() @Allow() updated_at?: unknown;
}

class PromotionCodeFields {
  @ApiPropertyOptional({ format: 'date', nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(ISO_DATE, DATE)
  valid_from?: string | null;

  @ApiPropertyOptional({ format: 'date', nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(ISO_DATE, DATE)
  valid_to?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Uses in all; null: no limit' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  max_uses?: number | null;

  @ApiPropertyOptional({ enum: CAMPAIGNS, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(CAMPAIGNS)
  campaign?: Campaign | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class CreatePromotionCodeDto extends PromotionCodeFields {
  @ApiProperty({ description: '3-50 of A-Z 0-9 _ -; stored upper-case (codes match in any case)' })
  @IsNotEmpty()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{3,50}$/, { message: 'payments.promotionCodeFormat' })
  code!: string;

  @ApiProperty({ enum: DISCOUNT_TYPES })
  @IsIn(DISCOUNT_TYPES)
  discount_type!: DiscountType;

  @ApiProperty({ description: 'Percent (1-100) or öre' })
  @IsInt()
  @Min(1)
  @Max(MAX_PRICE_MINOR)
  discount_value!: number;
}

/** Edit: the code itself stays (clients may hold it); read-only fields are ignored. */
export class UpdatePromotionCodeDto extends PromotionCodeFields {
  @ApiPropertyOptional({ enum: DISCOUNT_TYPES })
  @IsOptional()
  @IsIn(DISCOUNT_TYPES)
  discount_type?: DiscountType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PRICE_MINOR)
  discount_value?: number;

  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() uuid?: unknown;
  @ApiHideProperty() @Allow() code?: unknown;
  @ApiHideProperty() @Allow() uses?: unknown;
  @ApiHideProperty() @Allow() created_at?: unknown;
  @ApiHideProperty() @Allow() updated_at?: unknown;
}
