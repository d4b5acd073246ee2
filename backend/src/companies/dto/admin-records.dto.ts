import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsOptional, IsUUID } from 'class-validator';
import {
  CompanyProductDto,
  CreateCompanyDto,
  ProductGroupDto,
  UpdateCompanyDto,
} from './company.dto';
import { CreateUnitDto, UpdateUnitDto } from './unit.dto';

/*
 * react-admin sends the whole record back on update: these forms accept the read-only fields of
 * the records the admin resources answer (and ignore them), so an edit round-trips.
 */

class AdminCompanyProductDto extends CompanyProductDto {
  @Allow() code?: unknown;
  @Allow() name?: unknown;
  @Allow() type?: unknown;
  @Allow() category_name?: unknown;
  @Allow() default_price?: unknown;
  @Allow() credit_value?: unknown;
  @Allow() per_call?: unknown;
  @Allow() starting_at?: unknown;
}

class AdminProductGroupDto extends ProductGroupDto {
  @Allow() name?: unknown;
}

export class AdminUpdateCompanyDto extends UpdateCompanyDto {
  @Allow() id?: unknown;
  @Allow() company_id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() created_at?: unknown;
  @Allow() updated_at?: unknown;

  /** The rules of UpdateCompanyDto.products apply; only the row class differs. */
  @Type(() => AdminCompanyProductDto)
  declare products?: AdminCompanyProductDto[];

  @Type(() => AdminProductGroupDto)
  declare product_groups?: AdminProductGroupDto[];
}

export class AdminCreateCompanyDto extends CreateCompanyDto {}

export class AdminCreateUnitDto extends CreateUnitDto {
  @ApiProperty({ format: 'uuid', description: 'The company (uuid)' })
  @IsUUID('all', { message: 'validation.uuid' })
  company_id!: string;
}

export class AdminUpdateUnitDto extends UpdateUnitDto {
  @Allow() id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() company_id?: unknown;
  @Allow() company_uuid?: unknown;
  @Allow() sub_units_count?: unknown;

  /** The record's parent reference; when sent it wins over parent_uuid. */
  @ApiProperty({ type: String, format: 'uuid', nullable: true, required: false })
  @IsOptional()
  @IsUUID('all', { message: 'units.parentUnknown' })
  parent_id?: string | null;
}
