import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** GET api/reports/users/{user_id}/modules/{module_id}/{lang}: which of the module's reports. */
export class ModuleReportsQuery {
  @ApiPropertyOptional({ description: 'Comma-separated report ids, e.g. 12,13' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @Matches(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, { message: 'reports.reportIdListInvalid' })
  report_id_list?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false', '1', '0'],
    description: 'Only reports not viewed',
  })
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'])
  unread_reports?: 'true' | 'false' | '1' | '0';
}
