import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { GrantCreditsDto } from './dto/grant-credits.dto';
import { type UserCreditsView, UserCreditsService } from './user-credits.service';

/** A user's credits in a company (client/specialist document: Payments and credits). */
@ApiTags('credits')
@ApiBearerAuth()
@Controller('api/v1/companies/:company_uuid/users/:user_uuid/credits')
export class UserCreditsController {
  constructor(private readonly credits: UserCreditsService) {}

  @Get()
  @RequirePermission('user/credit.read')
  @ApiOperation({
    summary: 'The user’s credit grants (newest first) and totals total, taken, available.',
  })
  @ApiOkResponse({ description: 'Grants and totals' })
  @ApiNotFoundResponse({ description: 'No such member of the company in the caller’s scope' })
  show(
    @Access() caller: CallerAccess,
    @Param('company_uuid', UuidParamPipe) companyUuid: string,
    @Param('user_uuid', UuidParamPipe) userUuid: string,
  ): Promise<UserCreditsView> {
    return this.credits.show(caller, companyUuid, userUuid);
  }

  @Post()
  @RequirePermission('user/credit.create')
  @ApiOperation({
    summary: 'Grants credits to the user in one of their units; answers the new totals (201).',
  })
  @ApiCreatedResponse({ description: 'Grants and totals after the grant' })
  @ApiBadRequestResponse({
    description: 'Credits should contain only numbers; unit not the user’s',
  })
  @ApiNotFoundResponse({ description: 'No such member or unit in the caller’s scope' })
  grant(
    @Access() caller: CallerAccess,
    @Param('company_uuid', UuidParamPipe) companyUuid: string,
    @Param('user_uuid', UuidParamPipe) userUuid: string,
    @Body() form: GrantCreditsDto,
  ): Promise<UserCreditsView> {
    return this.credits.grant(caller, companyUuid, userUuid, form);
  }
}
