import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { type AssessmentModuleView, type AssessmentView } from './assessment-views';
import { AssessmentsService } from './assessments.service';

const LANG = { name: 'lang', enum: ['sv', 'en'], description: 'Content language (sv fallback)' };

const REPETITION =
  'An assessment repeats every iteration_days: once a repetition is completed, the next one ' +
  'opens iteration_days later (start it with client/page/new-instance/...), each its own ' +
  'instance with its own report.';

/**
 * Assessments (modules of type assessment, repeated every `iteration_days`). A client reaches only
 * their own (another's: 404); staff a client's when their `user/subscription` scope covers the
 * client. Reads of a client's assessments are access-logged with the client as subject.
 */
@ApiTags('assessments')
@ApiBearerAuth()
@Controller()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Get('client/assessments/:module/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam({ name: 'module', description: 'The assessment module’s id (`_id`)' })
  @ApiParam(LANG)
  @ApiOperation({
    summary:
      'The caller’s own runs of one assessment module, per subscription holding it: each repetition with its dates, completion, report and score, and the next due date; 404 when the caller holds no such assessment.',
    description: REPETITION,
  })
  own(
    @Access() caller: CallerAccess,
    @Param('module', IdParamPipe) moduleId: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<AssessmentView[]> {
    return this.assessments.own(caller, moduleId, lang);
  }

  @Get('api/users/:id/assessments/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam({ name: 'id', description: 'The user’s id or uuid' })
  @ApiParam(LANG)
  @ApiOperation({
    summary:
      'Every assessment of a user’s subscriptions with its repetitions and next due date, for the user themself and staff whose scope covers them (else 404).',
    description: REPETITION,
  })
  ofUser(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) user: UserReference,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<AssessmentView[]> {
    return this.assessments.ofUser(caller, user, lang);
  }

  @Get('api/assessments/:lang')
  @RequirePermission('module.read')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'The published assessment modules with their iteration_days (e.g. for pickers).',
  })
  modules(@Param('lang', LanguageParamPipe) lang: Language): Promise<AssessmentModuleView[]> {
    return this.assessments.modules(lang);
  }
}
