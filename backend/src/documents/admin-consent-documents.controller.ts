import { type QueryOrderMap } from '@mikro-orm/core';
import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseEntityList,
  sendListPage,
  type SortPaths,
  withoutReadOnly,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { type ConsentDocument } from './consent-document.entity';
import { type ConsentDocumentView } from './consent-document-view';
import { ConsentDocumentsService } from './consent-documents.service';
import { AdminUpdateConsentDocumentDto } from './dto/admin-consent-document.dto';
import { CreateConsentDocumentDto } from './dto/consent-document.dto';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

type AdminConsentDocument = ConsentDocumentView & { id: string };

/** Record field → ConsentDocument property: the scalar fields, the title in `lang`. */
function sorts(lang: Language) {
  return {
    id: ['uuid'],
    uuid: ['uuid'],
    company_uuid: ['company.uuid'],
    title: [lang === 'en' ? 'titleEn' : 'titleSv'],
    version: ['version'],
    active: ['active'],
    created_at: ['createdAt'],
    updated_at: ['updatedAt'],
  } as const satisfies SortPaths<string>;
}
type SortField = keyof ReturnType<typeof sorts>;

function withId(view: ConsentDocumentView): AdminConsentDocument {
  return { id: view.uuid, ...view };
}

/**
 * The console's consent-documents resource (ra-data-simple-rest; `id` is the uuid): a thin
 * adapter over the same service as /api/v1/consent-documents. No DELETE: a document that users
 * accepted is switched off (active=false), never removed.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/consent-documents')
export class AdminConsentDocumentsController {
  constructor(private readonly consents: ConsentDocumentsService) {}

  @Get()
  @RequirePermission('company.read')
  @ApiOperation({
    summary:
      'Consent documents, react-admin style: filter {company_uuid, active, id}, range, sort.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminConsentDocument[]> {
    const paths = sorts(lang);
    const query = parseEntityList<SortField, QueryOrderMap<ConsentDocument>>(
      raw,
      paths,
      'created_at',
    );
    const [documents, total] = await this.consents.list(
      caller,
      {
        companyUuid: filters.uuid(query.filter, 'company_uuid'),
        active: filters.boolean(query.filter, 'active'),
        uuids: filters.uuidIds(query),
      },
      {
        offset: query.offset,
        limit: query.limit,
        orderBy: 'created_at',
        order: 'asc',
        sort: query.orderBy,
      },
    );
    return sendListPage(reply, 'consent-documents', query, {
      rows: documents.map(withId),
      total,
    });
  }

  @Get(':id')
  @RequirePermission('company.read')
  @ApiOperation({ summary: 'One consent document.' })
  async show(
    @Access() caller: CallerAccess,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<AdminConsentDocument> {
    return withId(await this.consents.show(caller, id));
  }

  @Post()
  @RequirePermission('company.update')
  @ApiOperation({ summary: 'Create a consent document.' })
  @TakesLongTexts()
  async create(
    @Access() caller: CallerAccess,
    @Body() dto: CreateConsentDocumentDto,
  ): Promise<AdminConsentDocument> {
    return withId(await this.consents.create(caller, dto));
  }

  @Put(':id')
  @RequirePermission('company.update')
  @ApiOperation({ summary: 'Change a consent document (a changed text bumps the version).' })
  @TakesLongTexts()
  async update(
    @Access() caller: CallerAccess,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() record: AdminUpdateConsentDocumentDto,
  ): Promise<AdminConsentDocument> {
    const changes = withoutReadOnly(record, ['company_uuid', 'version']);
    return withId(await this.consents.update(caller, id, changes));
  }
}
