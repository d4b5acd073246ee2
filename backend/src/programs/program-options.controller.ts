import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import {
  type DurationOptionView,
  ProgramOptionsService,
  type SubscriptionModelView,
} from './program-options.service';

/** Reference lists around programs: duration options and subscription models. */
@ApiTags('programs')
@ApiBearerAuth()
@Controller('api')
export class ProgramOptionsController {
  constructor(private readonly options: ProgramOptionsService) {}

  @Get('durations/full-list/:lang')
  @RequirePermission('program.read')
  @ApiOperation({
    summary: 'Duration options [{ id, days, name }] by days, named in the language.',
  })
  durations(@Param('lang', LanguageParamPipe) lang: Language): Promise<DurationOptionView[]> {
    return this.options.durations(lang);
  }

  /** Labels only; company and user subscription forms need them as well as the program editor. */
  @Get('v1/subscription-models/type/:type')
  @Authenticated()
  @ApiOperation({
    summary: 'Subscription models of a type (e.g. icbt): [{ uuid, name, type }], by name.',
    description: 'Self study and Therapist assisted are the specification’s special names.',
  })
  subscriptionModels(@Param('type') type: string): Promise<SubscriptionModelView[]> {
    return this.options.subscriptionModels(type.slice(0, 40));
  }
}
