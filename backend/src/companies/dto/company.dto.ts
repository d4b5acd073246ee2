import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PRODUCT_CATEGORIES, type ProductCategory } from 'src/products/product-categories';
import { COMPANY_TYPES, type CompanyType } from '../company-types';
import { OptionalText, RequiredText, TrimmedOrNull } from './field-rules';
import { WhenSent } from 'src/common/http/input-checks';

const wholeNumber = { message: 'companies.wholeNumber' } as const;
const MAX_INT = 2_147_483_647;

/** A whole number of 0 or more that may be left out or cleared with null. */
const Count = () => (target: object, key: string) => {
  ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true })(target, key);
  IsOptional()(target, key);
  IsInt(wholeNumber)(target, key);
  Min(0, wholeNumber)(target, key);
  Max(MAX_INT, wholeNumber)(target, key);
};

/** "Choose at least one product": the list must select one (checked with the other fields). */
const SomeSelected = () =>
  ValidateBy({
    name: 'someSelected',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.some(
          (row: unknown) =>
            typeof row === 'object' &&
            row !== null &&
            (row as { is_selected?: unknown }).is_selected === true,
        ),
      defaultMessage: () => 'companies.chooseProduct',
    },
  });

/** The company's address record. */
export class AddressDto {
  @OptionalText(200)
  street?: string | null;

  @OptionalText(20)
  postcode?: string | null;

  @OptionalText(100)
  city?: string | null;

  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2, e.g. SE', default: 'SE' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @Transform(({ value }: TransformFnParams): unknown => {
    const raw: unknown = value;
    return typeof raw === 'string' ? raw.trim().toUpperCase() : raw;
  })
  @Matches(/^[A-Z]{2}$/, { message: 'companies.countryInvalid' })
  country?: string;
}

/** One catalogue product as the company has it, with the company's own data for it. */
export class CompanyProductDto {
  @ApiProperty({ type: 'integer', description: 'The catalogue product id' })
  @IsDefined({ message: 'companies.productRequired' })
  @IsInt({ message: 'companies.productUnknown' })
  @Min(1, { message: 'companies.productUnknown' })
  @Max(MAX_INT, { message: 'companies.productUnknown' })
  id!: number;

  @ApiPropertyOptional({
    enum: PRODUCT_CATEGORIES,
    nullable: true,
    description: 'Product group; defaults to the product’s category',
  })
  @TrimmedOrNull()
  @IsOptional()
  @IsIn(PRODUCT_CATEGORIES, { message: 'companies.categoryUnknown' })
  category?: ProductCategory | null;

  @Count()
  sort_order?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  is_selected?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  is_disabled?: boolean;

  @OptionalText(100)
  external_id?: string | null;

  @Count()
  number_of_test_kits?: number | null;

  @Count()
  number_of_calls?: number | null;

  /** In öre; null means the catalogue's default price. */
  @Count()
  unit_price?: number | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'companies.costCentreUnknown' })
  cost_centre_uuid?: string | null;
}

/** A product group the company shows, in its order. */
export class ProductGroupDto {
  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  @IsDefined({ message: 'companies.categoryUnknown' })
  @IsIn(PRODUCT_CATEGORIES, { message: 'companies.categoryUnknown' })
  category!: ProductCategory;

  @Count()
  sort_order?: number | null;
}

/** The fields create and update share; presence differs only for the name. */
abstract class CompanyFields {
  @ApiPropertyOptional({ type: AddressDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressDto)
  address?: AddressDto;

  @ApiPropertyOptional({ enum: COMPANY_TYPES, isArray: true })
  @WhenSent()
  @IsArray()
  @ArrayMaxSize(COMPANY_TYPES.length * 2)
  @IsIn(COMPANY_TYPES, { each: true, message: 'companies.typeUnknown' })
  types?: CompanyType[];

  @ApiPropertyOptional({ description: 'The platform’s own company (free card allowed)' })
  @WhenSent()
  @IsBoolean()
  system_company?: boolean;

  @ApiPropertyOptional({
    description: 'Its staff (company admins, staff roles) must sign in with e-ID, not a password',
  })
  @WhenSent()
  @IsBoolean()
  require_eid_for_staff?: boolean;

  @ApiPropertyOptional({
    type: String,
    description: 'Registered e-mail domain, e.g. example.se',
    nullable: true,
  })
  @Transform(({ value }: TransformFnParams): unknown => {
    const raw: unknown = value;
    if (typeof raw !== 'string') return raw;
    const domain = raw.trim().toLowerCase().replace(/^@/, '');
    return domain === '' ? null : domain;
  })
  @IsOptional()
  @Matches(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: 'companies.emailDomainInvalid',
  })
  email_domain?: string | null;

  @ApiPropertyOptional({ type: ProductGroupDto, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ProductGroupDto)
  product_groups?: ProductGroupDto[];
}

/** POST /api/v1/companies: at least one product must be selected. */
export class CreateCompanyDto extends CompanyFields {
  @RequiredText(200, 'companies.nameRequired', 'create')
  name!: string;

  @ApiProperty({ type: CompanyProductDto, isArray: true })
  @IsDefined({ message: 'companies.chooseProduct' })
  @IsArray({ message: 'companies.chooseProduct' })
  @SomeSelected()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CompanyProductDto)
  products!: CompanyProductDto[];
}

/**
 * PUT /api/v1/companies/{uuid}: the fields sent change. A products list replaces the company's
 * products (and must select at least one); product_groups replaces its groups.
 */
export class UpdateCompanyDto extends CompanyFields {
  @RequiredText(200, 'companies.nameRequired', 'update')
  name?: string;

  @ApiPropertyOptional({ type: CompanyProductDto, isArray: true })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsArray({ message: 'companies.chooseProduct' })
  @SomeSelected()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CompanyProductDto)
  products?: CompanyProductDto[];
}
