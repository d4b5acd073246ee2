import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { CallerLanguage } from 'src/companies/caller-language';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { CreateUsageRecordDto } from './dto/create-usage-record.dto';
import { UsageRecordListQuery } from './dto/usage-record-list.query';
import { type UsageRecordPage, UsageRecordListService } from './usage-record-list.service';
import { type UsageRecordView } from './usage-record-view';
import { UsageRecordsService } from './usage-records.service';

/** Services used by a company's people, paid with credits. */
@ApiTags('credits')
@ApiBearerAuth()
@Controller('api/v1')
export class UsageRecordsController {
  constructor(
    private readonly records: UsageRecordsService,
    private readonly list: UsageRecordListService,
  ) {}

  @Post('companies/:company/users/:user/usage-records')
  @RequirePermission('user/usage-record.create')
  @ApiOperation({
    summary: 'Records a use of products and takes its credits from the user (201).',
    description:
      'products: [{code | id, quantity}]; credits = Σ credit value × quantity (therapist_call_25 ' +
      '= 1, icbt_two_weeks = 1, assessment = 1, session_45 = 2, session = 1 per call). Refused ' +
      'with 409 when the user’s available credits, the company’s credits or the per-user limit ' +
      'of the subscription would be exceeded. meta: flat facts such as {"minutes": 25}.',
  })
  @ApiCreatedResponse({ description: 'The usage record, product names in the caller’s language' })
  @ApiBadRequestResponse({ description: 'Validation errors keyed by field' })
  @ApiConflictResponse({ description: 'Not enough credits, or the per-user limit reached' })
  @ApiNotFoundResponse({ description: 'No such member or unit in the caller’s scope' })
  create(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) companyUuid: string,
    @Param('user', UuidParamPipe) userUuid: string,
    @Body() form: CreateUsageRecordDto,
    @CallerLanguage() language: Language,
  ): Promise<UsageRecordView> {
    return this.records.create(caller, companyUuid, userUuid, form, language);
  }

  @Get('usage-records/:lang')
  @RequirePermission('user/usage-record.read')
  @ApiOperation({
    summary: 'Usage records the caller may read, newest first, product names in {lang}.',
    description:
      'Query: page (from 1), per_page (≤ 100), company_uuid, user_uuid, company_unit_uuid, ' +
      'order (asc|desc by time). Answer: {data, total, page, per_page}. Company admins see ' +
      'the records booked on their units (and sub-units).',
  })
  @ApiOkResponse({ description: '{ data: UsageRecord[], total, page, per_page }' })
  page(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) language: Language,
    @Query() query: UsageRecordListQuery,
  ): Promise<UsageRecordPage> {
    return this.list.page(caller, query, language);
  }
}
