import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { type CompanySubscriptionView } from './company-subscription-view';
import { CompanySubscriptionsService } from './company-subscriptions.service';
import { SaveCompanySubscriptionDto } from './dto/save-company-subscription.dto';

/** The company's subscription (administration document: Companies, `subscription (GET and POST)`). */
@ApiTags('credits')
@ApiBearerAuth()
@Controller('api/v1/companies/:uuid/subscription')
export class CompanySubscriptionsController {
  constructor(private readonly subscriptions: CompanySubscriptionsService) {}

  @Get()
  @RequirePermission('company/subscription.read')
  @ApiOperation({
    summary: 'The company subscription with the company’s credit totals (total, taken, available).',
  })
  @ApiOkResponse({ description: 'The subscription' })
  @ApiNotFoundResponse({ description: 'No such company in scope, or it has no subscription' })
  show(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
  ): Promise<CompanySubscriptionView> {
    return this.subscriptions.show(caller, uuid);
  }

  @Post()
  @RequirePermission('company/subscription.create')
  @ApiOperation({
    summary: 'Creates the company subscription (201) or updates it (200; needs the update grant).',
    description:
      'Prices in öre: price_per_user (usage type licensed), price_per_credit (usage type ' +
      'metered). The credit amount may not be lowered below the credits already used.',
  })
  @ApiCreatedResponse({ description: 'Created' })
  @ApiBadRequestResponse({ description: 'Validation errors keyed by field' })
  async save(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
    @Body() form: SaveCompanySubscriptionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompanySubscriptionView> {
    const { subscription, created } = await this.subscriptions.save(caller, uuid, form);
    void reply.status(created ? 201 : 200);
    return subscription;
  }
}
