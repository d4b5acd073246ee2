import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { AcknowledgeRiskFlagDto, RiskFlagListQuery } from './dto/risk-flag-forms.dto';
import {
  type RiskFlagAcknowledgement,
  type RiskFlagDetail,
  type RiskFlagSummary,
} from './risk-flag-views';
import { RiskFlagsService } from './risk-flags.service';

const FLAG = {
  name: 'id',
  description: 'A risk flag (a risk_flag notification); outside the caller’s care scope 404',
};

/**
 * Risk flags for the staff of the client's care: admins, the client's health coach and
 * therapists (and whoever the flag was sent to), and the clinic admins a flag was escalated to.
 * Other roles 403; a flag outside the caller's care scope 404.
 */
@ApiTags('care-team')
@ApiBearerAuth()
@Controller('api/v1/risk-flags')
export class RiskFlagsController {
  constructor(private readonly flags: RiskFlagsService) {}

  @Get()
  @RequirePermission('user.read')
  @ApiOperation({
    summary:
      'The risk flags of the caller’s care scope (optionally one client’s, or open ones only): open first, newest first.',
  })
  list(
    @Access() caller: CallerAccess,
    @Query() query: RiskFlagListQuery,
  ): Promise<RiskFlagSummary[]> {
    return this.flags.list(caller, query);
  }

  @Get(':id/:lang')
  @RequirePermission('user.read')
  @ApiParam(FLAG)
  @ApiParam({ name: 'lang', enum: ['sv', 'en'] })
  @ApiOperation({
    summary:
      'Why the flag was raised: the test, the item and its wording, the answer, the round’s total and band, every round of the test (access-logged).',
  })
  detail(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<RiskFlagDetail> {
    return this.flags.detail(caller, id, lang);
  }

  @Post(':id/acknowledge')
  @HttpCode(200)
  @RequirePermission('user.read')
  @ApiParam(FLAG)
  @ApiOperation({
    summary:
      'Acknowledges the flag with what was done (contacted, referred, other with a note); audited. 409 when already acknowledged.',
  })
  acknowledge(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: AcknowledgeRiskFlagDto,
  ): Promise<RiskFlagAcknowledgement> {
    return this.flags.acknowledge(caller, id, form);
  }
}
