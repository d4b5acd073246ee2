import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import {
  CreateReferenceTemplateDto,
  ReferenceIntervalDto,
  UpdateReferenceTemplateDto,
} from './reference-template.dto';
import { CreateReportTemplateDto, UpdateReportTemplateDto } from './report-template.dto';

/*
 * react-admin sends back the whole record it read (ra-data-simple-rest). The fields the API
 * computes are accepted here and ignored; every field that is written is validated as on the
 * specification's paths.
 */

export class AdminReportTemplateCreate extends CreateReportTemplateDto {
  @Allow() id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() language?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() report_elements?: unknown;
  @Allow() elements_count?: unknown;
}

export class AdminReportTemplateUpdate extends UpdateReportTemplateDto {
  @Allow() id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() language?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() report_elements?: unknown;
  @Allow() elements_count?: unknown;
}

export class AdminReferenceInterval extends ReferenceIntervalDto {
  @Allow() position?: unknown;
  @Allow() language?: unknown;
  @Allow() fallback?: unknown;
}

export class AdminReferenceTemplateCreate extends CreateReferenceTemplateDto {
  @Allow() id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() language?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() intervals_count?: unknown;

  @ApiPropertyOptional({ type: AdminReferenceInterval, isArray: true })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AdminReferenceInterval)
  declare intervals: AdminReferenceInterval[];
}

export class AdminReferenceTemplateUpdate extends UpdateReferenceTemplateDto {
  @Allow() id?: unknown;
  @Allow() uuid?: unknown;
  @Allow() language?: unknown;
  @Allow() fallback?: unknown;
  @Allow() languages?: unknown;
  @Allow() intervals_count?: unknown;

  @ApiPropertyOptional({ type: AdminReferenceInterval, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AdminReferenceInterval)
  declare intervals?: AdminReferenceInterval[];
}
