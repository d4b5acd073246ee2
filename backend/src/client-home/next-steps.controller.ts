import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { NextStepsService } from './next-steps.service';
import { type NextStepsView } from './next-steps-views';

/**
 * The client's start page (/client/dashboard): their next steps gathered in one answer. Clients
 * only (their own data); every other role gets 403.
 */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('api/v1/client')
export class NextStepsController {
  constructor(private readonly nextSteps: NextStepsService) {}

  @Get('next-steps/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam({ name: 'lang', enum: ['sv', 'en'], description: 'Names in this language' })
  @ApiOperation({
    summary:
      'The caller’s next steps: what to do now in their modules (continue at a page, an assessment due, a module to start, a page waiting for the therapist), unread messages, the next meeting and reports not yet read. Clients only (others 403).',
  })
  show(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<NextStepsView> {
    return this.nextSteps.forCaller(caller, lang);
  }
}
