import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { PageNumber } from 'src/common/http/page-query';
import { type Language } from 'src/common/i18n/language';
import { RequestLanguage } from 'src/reports/request-language';
import { AccessLogService } from './access-log.service';
import { type AccessLogPage, type OwnAccessLogPage } from './access-log-view';

class AccessLogQuery {
  @PageNumber()
  page = 1;

  @ApiPropertyOptional({ type: Number, description: 'Rows per page, at most 200', default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  per_page = 50;
}

@ApiTags('access log')
@ApiBearerAuth()
@Controller('api/v1/users/:uuid/access-log')
export class AccessLogController {
  constructor(private readonly accessLog: AccessLogService) {}

  @Get()
  @RequirePermission('access-log.read')
  @ApiOperation({
    summary: "Who read or changed a person's data, newest first.",
    description:
      'Admins (access-log.read.[*]) get the full log of anyone: actor and impersonated user by ' +
      'uuid and name, resource, request id. The person themself (access-log.read.[user]) gets ' +
      '"who has read my data" (PDL 8:5): who (name and role, or "Administratör" for platform ' +
      'staff and impersonating admins), when, what in words and under which care relation; ' +
      'their own changes left out. Anyone else: 404 (403 without the grant).',
  })
  list(
    @Access() caller: CallerAccess,
    @Param('uuid', new ParseUUIDPipe()) uuid: string,
    @Query() query: AccessLogQuery,
    @RequestLanguage() language: Language,
  ): Promise<AccessLogPage | OwnAccessLogPage> {
    return this.accessLog.pageFor(
      caller,
      uuid,
      { page: query.page, perPage: query.per_page },
      language,
    );
  }
}
