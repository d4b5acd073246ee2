import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { isLanguage, type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { RequestLanguage } from 'src/reports/request-language';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { AnswersService } from './answers.service';
import { ChapterParamPipe } from './chapter-param.pipe';
import { PageAnswersDto } from './dto/page-answers.dto';
import { LearningOverviewService } from './learning-overview.service';
import { LearningSubscriptionsService } from './learning-subscriptions.service';
import {
  type AnswerResultView,
  type ClientProgramSubscriptionView,
  type ModulePurchaseView,
  type PlayerView,
  type SubscriptionModuleView,
} from './learning-views';
import { PagePlayerService } from './page-player.service';

const LANG = {
  name: 'lang',
  enum: ['sv', 'en'],
  description: 'Content language (sv fallback, flagged)',
};
const SUBSCRIPTION = {
  name: 'subscription',
  description: 'The program subscription’s uuid, or its subscription model’s uuid (the newest one)',
};
const MODULE = { name: 'module', description: 'The content module’s id (`_id`)' };

/**
 * Client learning: programs, modules, the page player and answers. A client reaches only their own
 * subscriptions (another's: 404); staff reach a client's through the `{client}` variant when
 * their `user/subscription` scope covers the client. Reads and writes of answers are access-logged.
 */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('client')
export class LearningController {
  constructor(
    private readonly subscriptions: LearningSubscriptionsService,
    private readonly overview: LearningOverviewService,
    private readonly player: PagePlayerService,
    private readonly answers: AnswersService,
  ) {}

  @Get('programs')
  @RequirePermission('user/subscription.read')
  @ApiOperation({ summary: 'The caller’s program subscriptions with modules and their instances.' })
  programs(
    @Access() caller: CallerAccess,
    @RequestLanguage() lang: Language,
  ): Promise<ClientProgramSubscriptionView[]> {
    return this.overview.programs(caller, lang);
  }

  @Get('module/:subscription/:id/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam(SUBSCRIPTION)
  @ApiParam({ name: 'id', description: 'The content module’s id' })
  @ApiParam(LANG)
  @ApiOperation({ summary: 'A module of the caller’s subscription: state, progress, instances.' })
  async module(
    @Access() caller: CallerAccess,
    @Param('subscription') subscription: string,
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<SubscriptionModuleView> {
    return this.overview.module(
      caller,
      await this.subscriptions.own(caller, subscription, id),
      lang,
    );
  }

  @Get('modules/purchase/:id/:lang')
  @RequirePermission('module.read')
  @ApiParam(LANG)
  @ApiOperation({ summary: 'A published module for purchase: its contents, no answers.' })
  purchase(
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ModulePurchaseView> {
    return this.overview.purchase(id, lang);
  }

  @Get('page/:subscription/:module/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam(SUBSCRIPTION)
  @ApiParam(MODULE)
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'The page to show next (the first visit starts instance 1), or the waiting state.',
  })
  async current(
    @Access() caller: CallerAccess,
    @Param('subscription') subscription: string,
    @Param('module', IdParamPipe) module: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<PlayerView> {
    const target = await this.subscriptions.own(caller, subscription, module);
    return this.player.show(caller, target, null, lang, { staff: false });
  }

  @Get('page/:subscription/:module/:page/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam(SUBSCRIPTION)
  @ApiParam(MODULE)
  @ApiParam({
    name: 'page',
    description: 'A page id, then `lang`; or `lang`, then a client’s id or uuid (staff view)',
  })
  @ApiParam({ name: 'lang', description: 'sv or en; after a language: the client (staff view)' })
  @ApiOperation({
    summary:
      '/{page}/{lang}: that page of the caller’s module (409 past where they stand); /{lang}/{client}: a client’s current page, for their therapist or staff.',
  })
  async pageOrClient(
    @Access() caller: CallerAccess,
    @Param('subscription') subscription: string,
    @Param('module', IdParamPipe) module: number,
    @Param('page') first: string,
    @Param('lang') second: string,
  ): Promise<PlayerView> {
    if (isLanguage(first)) {
      const client = new UserReferencePipe().transform(second, { type: 'param', data: 'client' });
      const target = await this.subscriptions.ofClient(
        caller,
        'read',
        client,
        subscription,
        module,
      );
      return this.player.show(caller, target, null, first, { staff: true });
    }
    const page = new IdParamPipe().transform(first, { type: 'param', data: 'page' });
    if (!isLanguage(second)) throw languageError(second);
    const target = await this.subscriptions.own(caller, subscription, module);
    return this.player.show(caller, target, page, second, { staff: false });
  }

  @Get('page/:subscription/:module/:page/:lang/:client')
  @RequirePermission('user/subscription.read')
  @ApiParam(SUBSCRIPTION)
  @ApiParam(MODULE)
  @ApiParam(LANG)
  @ApiParam({ name: 'client', description: 'The client’s id or uuid' })
  @ApiOperation({ summary: 'A page of a client’s module with their answers, for staff.' })
  async clientPage(
    @Access() caller: CallerAccess,
    @Param('subscription') subscription: string,
    @Param('module', IdParamPipe) module: number,
    @Param('page', IdParamPipe) page: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Param('client', UserReferencePipe) client: UserReference,
  ): Promise<PlayerView> {
    const target = await this.subscriptions.ofClient(caller, 'read', client, subscription, module);
    return this.player.show(caller, target, page, lang, { staff: true });
  }

  @Post('page/new-instance/:subscription/:module/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam(SUBSCRIPTION)
  @ApiParam(MODULE)
  @ApiParam(LANG)
  @ApiOperation({
    summary:
      'Starts a new instance (201) when the newest is completed and the module repeats; else 409.',
  })
  async newInstance(
    @Access() caller: CallerAccess,
    @Param('subscription') subscription: string,
    @Param('module', IdParamPipe) module: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<PlayerView> {
    const target = await this.subscriptions.own(caller, subscription, module);
    return this.player.newInstance(caller, target, lang);
  }

  @Post('page/:subscription/:module/:chapter/:page/:lang')
  @HttpCode(200)
  @RequirePermission('user/subscription.read')
  @ApiParam(SUBSCRIPTION)
  @ApiParam(MODULE)
  @ApiParam({ name: 'chapter', description: 'The page’s chapter id; 0 for an assessment’s pages' })
  @ApiParam(LANG)
  @ApiOperation({
    summary:
      'Saves a page’s answers in the active instance: 400 naming bad answers by question id (or “Oops, wrong answer. Try again!”), 409 for a locked or closed module, an inactive subscription, another instance or a page not open; nothing is stored then.',
  })
  async answer(
    @Access() caller: CallerAccess,
    @Param('subscription') subscription: string,
    @Param('module', IdParamPipe) module: number,
    @Param('chapter', ChapterParamPipe) chapter: number,
    @Param('page', IdParamPipe) page: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() form: PageAnswersDto,
  ): Promise<AnswerResultView> {
    const target = await this.subscriptions.own(caller, subscription, module);
    return this.answers.answer(
      caller,
      target,
      {
        chapterId: chapter,
        pageId: page,
        instanceId: form.module_instance_id,
        answers: form.answers ?? {},
      },
      lang,
    );
  }
}

function languageError(value: string): ApiException {
  const ref = { key: 'lookups.languageUnknown' as const, params: { lang: value.slice(0, 20) } };
  return ApiException.badRequest(ref.key, { lang: [ref] }, ref.params);
}
