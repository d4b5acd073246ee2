import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { RequestLanguage } from 'src/reports/request-language';
import { UserIdPipe } from 'src/users/user-reference.pipe';
import {
  AddModulesDto,
  AddProgramDto,
  CreateSubscriptionDto,
  CreateSubscriptionQuery,
  EndTreatmentDto,
  ReorderModulesDto,
  SubscriptionListQuery,
  UpdateSubscriptionDto,
  UpdateSubscriptionModuleDto,
} from './dto/subscription-forms.dto';
import { ProgramSubscriptionsService } from './program-subscriptions.service';
import { SubscriptionModulesService } from './subscription-modules.service';
import {
  NumberOfDaysPipe,
  SubscriptionReferencePipe,
  TemporaryReferencePipe,
} from './subscription-params';
import {
  type EstimatedEndDateView,
  type ProgramSubscriptionList,
  type ProgramSubscriptionView,
  type SubscriptionTypesView,
  type TemporarySubscriptionList,
} from './subscription-views';
import { SubscriptionWriter } from './subscription-writer.service';

const SUBSCRIPTION = {
  name: 'uuid',
  description:
    'The subscription’s uuid, or its subscription model’s uuid (the user’s active one of that ' +
    'model, else the newest)',
};

const CHANGE_RULES =
  'Only an active subscription can be changed (409 otherwise, naming its status). Access-logged ' +
  'with the client as subject and audited.';

/**
 * A user's program subscriptions (the specification's "Client program subscriptions"). Staff
 * reach users through `user/subscription` and its scope, a client only themself; anyone else is
 * 404. Answers name modules and programs in `lang` or the caller's language.
 */
@ApiTags('program-subscriptions')
@ApiBearerAuth()
@Controller('api/users')
export class ProgramSubscriptionsController {
  constructor(
    private readonly reads: ProgramSubscriptionsService,
    private readonly writer: SubscriptionWriter,
    private readonly modules: SubscriptionModulesService,
  ) {}

  @Get('get-estimated-subscription-end-date/:numberOfDays/:userId')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary: 'The end date (UTC) of a subscription of numberOfDays days starting today.',
  })
  estimatedEndDate(
    @Access() caller: CallerAccess,
    @Param('numberOfDays', NumberOfDaysPipe) days: number,
    @Param('userId', UserIdPipe) user: { id: number },
  ): Promise<EstimatedEndDateView> {
    return this.reads.estimatedEndDate(caller, days, user.id);
  }

  @Get(':userId/program-subscriptions')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary: 'The user’s program subscriptions, newest first, named in Swedish.',
    description:
      'status is active, expired, cancelled or ended (display_status shows expired as ' +
      'inactive); days_left and few_days_left (fewer than 3 days left); progress is the average ' +
      'of the modules’ progress.',
  })
  listSwedish(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Query() query: SubscriptionListQuery,
  ): Promise<ProgramSubscriptionList> {
    return this.reads.list(caller, user.id, 'sv', query.subscription_model_name);
  }

  @Get(':userId/program-subscriptions/:locale')
  @RequirePermission('user/subscription.read')
  @ApiParam({ name: 'locale', enum: ['sv', 'en'] })
  @ApiOperation({
    summary: 'The user’s program subscriptions, optionally of one subscription model by name.',
  })
  list(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('locale', LanguageParamPipe) locale: Language,
    @Query() query: SubscriptionListQuery,
  ): Promise<ProgramSubscriptionList> {
    return this.reads.list(caller, user.id, locale, query.subscription_model_name);
  }

  @Get(':userId/program-subscriptions-types')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary: 'Self study and Therapist assisted: which the user holds, which may be added.',
  })
  types(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
  ): Promise<SubscriptionTypesView> {
    return this.reads.types(caller, user.id);
  }

  @Post(':userId/program-subscriptions')
  @Authenticated()
  @ApiOperation({
    summary: 'Gives the user a program subscription (201).',
    description:
      'Staff need user/subscription.create covering the user. With self-flag=true a client buys ' +
      'for themself (own id only, 403 otherwise): without payment that is a 30-day trial (end ' +
      'date = today + 30 days; once per model, 409 after one) holding its programs’ modules ' +
      'only (module_ids and open_all_modules=true are 400), without paid (billable) modules, ' +
      'and with every module the client holds locked in another active subscription locked. ' +
      'The append rule: a client holding an active Self study or Therapist assisted ' +
      'subscription gets another only of the kind that is missing (409). Subscriptions made ' +
      'for a user who has not yet activated their account are temporary ' +
      '(the edit-temp screens) until they do.',
  })
  create(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Query() query: CreateSubscriptionQuery,
    @Body() form: CreateSubscriptionDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.writer.create(
      caller,
      user.id,
      form,
      query['self-flag'] === 'true',
      form.lang ?? language,
    );
  }

  @Post(':userId/program-subscriptions/:uuid/cancel')
  @HttpCode(200)
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({ summary: 'Cancels an active subscription.', description: CHANGE_RULES })
  cancel(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.writer.cancel(caller, user.id, reference, language);
  }

  @Put(':userId/program-subscriptions/:uuid')
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Changes the start or end date (extends).',
    description:
      'The end date must be today or later and not before the start. A new end date ' +
      'reactivates an expired subscription; cancelled and ended ones answer 409.',
  })
  update(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Body() form: UpdateSubscriptionDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.writer.update(caller, user.id, reference, form, form.lang ?? language);
  }

  @Post(':userId/program-subscriptions/:uuid/end-treatment')
  @HttpCode(200)
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Ends the treatment for good: status ended, with a reason and an optional comment.',
    description:
      'reason is an end_treatment attribute (GET /api/attributes/{locale}?type=end_treatment), ' +
      'by id or value. Irreversible: the subscription cannot be changed afterwards. An active ' +
      'or expired subscription can be ended; a cancelled or ended one answers 409.',
  })
  endTreatment(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Body() form: EndTreatmentDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.writer.endTreatment(caller, user.id, reference, form, form.lang ?? language);
  }

  @Post(':userId/program-subscriptions/:uuid/modules')
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Adds modules after the last one, open or closed (201).',
    description: `A module the subscription already has answers 409. ${CHANGE_RULES}`,
  })
  addModules(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Body() form: AddModulesDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.modules.addModules(caller, user.id, reference, form, form.lang ?? language);
  }

  @Put(':userId/program-subscriptions/:uuid/modules')
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Reorders the modules: exactly the order sent.',
    description: `modules must hold every module of the subscription once (400 otherwise). ${CHANGE_RULES}`,
  })
  reorder(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Body() form: ReorderModulesDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.modules.reorder(caller, user.id, reference, form, form.lang ?? language);
  }

  @Put(':userId/program-subscriptions/:uuid/modules/:moduleId')
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Opens (unlocks) or locks a module, or sets its module_status.',
    description: `An empty body opens the module. ${CHANGE_RULES}`,
  })
  updateModule(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Param('moduleId', IdParamPipe) moduleId: number,
    @Body() form: UpdateSubscriptionModuleDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.modules.updateModule(
      caller,
      user.id,
      reference,
      moduleId,
      form,
      form.lang ?? language,
    );
  }

  @Delete(':userId/program-subscriptions/:uuid/modules/:moduleId')
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Removes a module from the subscription; the others close up.',
    description:
      `${CHANGE_RULES} A module the client has started (its rounds hold answers and reports) ` +
      'is not removed (409): lock it instead.',
  })
  removeModule(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Param('moduleId', IdParamPipe) moduleId: number,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.modules.removeModule(caller, user.id, reference, moduleId, language);
  }

  @Post(':userId/program-subscriptions/:uuid/programs')
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Adds a program of the subscription’s model; its modules follow the last one (201).',
    description: `Open when the program opens all modules, else locked. ${CHANGE_RULES}`,
  })
  addProgram(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Body() form: AddProgramDto,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.modules.addProgram(
      caller,
      user.id,
      reference,
      form.program_id,
      form.lang ?? language,
    );
  }

  @Post(':userId/program-subscriptions/:uuid/programs/:programId/cancel')
  @HttpCode(200)
  @RequirePermission('user/subscription.update')
  @ApiParam(SUBSCRIPTION)
  @ApiOperation({
    summary: 'Takes a program out of the subscription, with the unstarted modules only it brought.',
    description: CHANGE_RULES,
  })
  cancelProgram(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('uuid', SubscriptionReferencePipe) reference: string,
    @Param('programId', IdParamPipe) programId: number,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.modules.cancelProgram(caller, user.id, reference, programId, language);
  }

  @Get('program_subscription_temp/:userId')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary: 'The temporary subscriptions of a user not yet activated (the edit-temp screens).',
  })
  temporary(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @RequestLanguage() language: Language,
  ): Promise<TemporarySubscriptionList> {
    return this.reads.temporary(caller, user.id, language);
  }

  @Get('program_subscription_temp/:userId/edit/:id')
  @RequirePermission('user/subscription.read')
  @ApiParam({ name: 'id', description: 'The subscription’s id or uuid (or its model’s uuid)' })
  @ApiOperation({
    summary: 'One temporary subscription for its edit form (404 once the user has activated).',
  })
  temporaryOne(
    @Access() caller: CallerAccess,
    @Param('userId', UserIdPipe) user: { id: number },
    @Param('id', TemporaryReferencePipe) reference: string,
    @RequestLanguage() language: Language,
  ): Promise<ProgramSubscriptionView> {
    return this.reads.temporaryOne(caller, user.id, reference, language);
  }
}
