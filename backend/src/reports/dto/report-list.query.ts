import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** GET api/report/list/{lang}/page/{page_id}: rows per page and a name search. */
export class ReportListQuery {
  @ApiPropertyOptional({ type: Number, description: 'Rows per page, at most 100', default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page = 25;

  @ApiPropertyOptional({ description: 'Words each found in the name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;
}
