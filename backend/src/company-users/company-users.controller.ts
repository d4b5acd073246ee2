import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { CallerLanguage } from 'src/companies/caller-language';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { type CompanyUserPage } from './company-user-view';
import { CompanyUsersService } from './company-users.service';
import { CompanyUsersQuery } from './dto/company-users.query';

/** The members of a company with their services (the company admin's services page). */
@ApiTags('companies')
@ApiBearerAuth()
@Controller('api/v1/companies/:company')
export class CompanyUsersController {
  constructor(private readonly users: CompanyUsersService) {}

  @Get('users')
  @RequirePermission('user.read')
  @ApiOperation({
    summary: 'Members of the company in the caller’s scope, by name, with units and services.',
    description:
      'Each member with their company role, their units of the company, the services (products, ' +
      'named in the caller’s language) of their accepted invitations and their credits (total, ' +
      'taken, available; null when never granted). unit_uuid narrows to that unit and the units ' +
      'below it. A company or unit outside the caller’s user.read scope answers 404; a caller ' +
      'who can read only their own account 403.',
  })
  @ApiNotFoundResponse({ description: 'No such company or unit in the caller’s scope' })
  list(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Query() query: CompanyUsersQuery,
    @CallerLanguage() language: Language,
  ): Promise<CompanyUserPage> {
    return this.users.page(caller, company, query, language);
  }
}
