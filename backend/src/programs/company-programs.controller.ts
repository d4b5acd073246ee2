import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { CallerLanguage } from './caller-language';
import { ProgramListQuery } from './dto/program-list.query';
import { type ProgramListAnswer, ProgramsCatalogueService } from './programs-catalogue.service';

/** The programs a company offers its people. */
@ApiTags('programs')
@ApiBearerAuth()
@Controller('api/v1/companies')
export class CompanyProgramsController {
  constructor(private readonly catalogue: ProgramsCatalogueService) {}

  @Get(':uuid/programs')
  @RequirePermission('company.read')
  @ApiOperation({
    summary: 'A page of the company’s programs, as GET /api/programs/{locale} answers them.',
    description:
      'In the caller’s language. Needs company read in the company’s scope: a company outside ' +
      'it answers 404.',
  })
  list(
    @Access() caller: CallerAccess,
    @Param('uuid') uuid: string,
    @Query() query: ProgramListQuery,
    @CallerLanguage() language: Language,
  ): Promise<ProgramListAnswer> {
    return this.catalogue.ofCompany(caller, uuid, query, language);
  }
}
