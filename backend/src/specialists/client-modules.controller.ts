import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { type ClientModuleView } from './client-module-views';
import { ClientModulesService } from './client-modules.service';

/**
 * A client's module (or assessment) with the client's answers, for the specialists whose scope
 * covers the client: what the therapist reads before approving a page (client-web's
 * /client-module/{id} and /client-assessment/{id}).
 */
@ApiTags('specialists')
@ApiBearerAuth()
@Controller('api/v1/specialist/client-modules')
export class ClientModulesController {
  constructor(private readonly modules: ClientModulesService) {}

  @Get(':id/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam({
    name: 'id',
    description:
      'One round (module instance) of the client’s module; the answer holds all its rounds. A round of a client outside the caller’s care answers 404.',
  })
  @ApiParam({ name: 'lang', enum: ['sv', 'en'], description: 'Content language (sv fallback)' })
  @ApiOperation({
    summary:
      'The client’s module: every page with the client’s answers per round (oldest first), the pages waiting for approval and each round’s score and band from its report (access-logged).',
  })
  show(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ClientModuleView> {
    return this.modules.show(caller, id, lang);
  }
}
