import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';

/** GET /api/v1/companies: a page of companies by name, or all of them with paginate=false. */
export class CompanyListQuery {
  @ApiPropertyOptional({ description: 'Page number, from 1', default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ description: 'Rows per page, at most 100', default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page = 25;

  @ApiPropertyOptional({ description: 'false: every company in scope on one page' })
  @IsOptional()
  @Transform(({ value }: TransformFnParams): unknown =>
    value === 'false' ? false : value === 'true' ? true : value,
  )
  @IsBoolean()
  paginate = true;

  @ApiPropertyOptional({ description: 'Words each found in the name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;
}
