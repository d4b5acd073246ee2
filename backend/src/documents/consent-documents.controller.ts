import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type ConsentAcceptanceView, type ConsentDocumentView } from './consent-document-view';
import { ConsentDocumentsService } from './consent-documents.service';
import {
  ConsentDocumentListQuery,
  CreateConsentDocumentDto,
  UpdateConsentDocumentDto,
} from './dto/consent-document.dto';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** The specification's consent-document calls (/api/v1/consent-documents: GET, POST, PUT). */
@ApiTags('consent documents')
@ApiBearerAuth()
@Controller('api/v1/consent-documents')
export class ConsentDocumentsController {
  constructor(private readonly consents: ConsentDocumentsService) {}

  @Get()
  @RequirePermission('company.read')
  @ApiOperation({
    summary: 'Consent documents of the companies the caller may read, newest first.',
    description:
      'Company admins see their own company’s; platform staff with company.read.[*] see all. ' +
      'Filters: company_uuid, active (true/false).',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() query: ConsentDocumentListQuery,
  ): Promise<ConsentDocumentView[]> {
    const [documents] = await this.consents.list(caller, {
      companyUuid: query.company_uuid,
      active: query.active,
    });
    return documents;
  }

  @Post()
  @RequirePermission('company.update')
  @ApiOperation({
    summary: 'Create a company’s consent document (title and text in Swedish and English).',
  })
  @TakesLongTexts()
  create(
    @Access() caller: CallerAccess,
    @Body() dto: CreateConsentDocumentDto,
  ): Promise<ConsentDocumentView> {
    return this.consents.create(caller, dto);
  }

  @Put(':uuid')
  @RequirePermission('company.update')
  @ApiOperation({
    summary: 'Change a consent document; a changed title or text bumps its version.',
    description: 'Users who accepted an older version appear with current=false and accept again.',
  })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('uuid', new ParseUUIDPipe()) uuid: string,
    @Body() dto: UpdateConsentDocumentDto,
  ): Promise<ConsentDocumentView> {
    return this.consents.update(caller, uuid, dto);
  }

  @Post(':uuid/accept')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: 'The caller accepts the current version of a consent document of their company.',
    description:
      'Only a member of the document’s company, for an active document (409 otherwise); ' +
      'accepting the same version again answers the first acceptance. Refused (403) while ' +
      'impersonating: consent is given by the person themselves.',
  })
  accept(
    @Access() caller: CallerAccess,
    @Param('uuid', new ParseUUIDPipe()) uuid: string,
  ): Promise<ConsentAcceptanceView> {
    return this.consents.accept(caller, uuid);
  }
}
