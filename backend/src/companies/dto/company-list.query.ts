import { PageQuery } from 'src/common/http/page-query';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /api/v1/companies: a page of companies by name, or all of them with paginate=false. */
export class CompanyListQuery extends PageQuery {
  @ApiPropertyOptional({
    type: Boolean,
    description: 'false: every company in scope on one page',
    default: true,
  })
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
