import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The last page a list serves: beyond it the offset stops being a sane number for PostgreSQL. */
export const MAX_PAGE = 1_000_000;

/** A `page` query parameter: a whole number from 1 to MAX_PAGE, else 400 naming it. */
export function PageNumber(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      description: `Page number, from 1 to ${MAX_PAGE}`,
      default: 1,
    }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_PAGE),
  );
}

/** `page` and `per_page` of the specification's paged lists; list queries extend it. */
export class PageQuery {
  @PageNumber()
  page = 1;

  @ApiPropertyOptional({ type: Number, description: 'Rows per page, at most 100', default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page = 25;
}
