import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { type ConsentDocumentView } from './consent-document-view';
import { ConsentDocumentsService } from './consent-documents.service';
import { CreateConsentDocumentDto, UpdateConsentDocumentDto } from './dto/consent-document.dto';

class ReactAdminListQuery {
  @IsOptional()
  @IsString()
  filter?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  sort?: string;
}

type AdminConsentDocument = ConsentDocumentView & { id: string };

const SORTABLE = ['created_at', 'title', 'version'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function withId(view: ConsentDocumentView): AdminConsentDocument {
  return { id: view.uuid, ...view };
}

function optionalUuid(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && UUID.test(value)) return value;
  throw ApiException.invalidData({ [field]: [{ key: 'validation.uuid' }] });
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  throw ApiException.invalidData({ [field]: [{ key: 'validation.boolean' }] });
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
    @Query() raw: ReactAdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminConsentDocument[]> {
    const query = parseListQuery(raw, SORTABLE, 'created_at');
    const [documents, total] = await this.consents.list(
      caller,
      {
        companyUuid: optionalUuid(query.filter.company_uuid, 'filter.company_uuid'),
        active: optionalBoolean(query.filter.active, 'filter.active'),
        uuids: query.ids?.filter((id): id is string => typeof id === 'string' && UUID.test(id)),
      },
      {
        offset: query.offset,
        limit: query.limit,
        orderBy: query.sort.field,
        order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      },
    );
    void reply.header(
      'Content-Range',
      contentRange('consent-documents', query.offset, documents.length, total),
    );
    return documents.map(withId);
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
  async create(
    @Access() caller: CallerAccess,
    @Body() dto: CreateConsentDocumentDto,
  ): Promise<AdminConsentDocument> {
    return withId(await this.consents.create(caller, dto));
  }

  @Put(':id')
  @RequirePermission('company.update')
  @ApiOperation({ summary: 'Change a consent document (a changed text bumps the version).' })
  async update(
    @Access() caller: CallerAccess,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: UpdateConsentDocumentDto,
  ): Promise<AdminConsentDocument> {
    return withId(await this.consents.update(caller, id, dto));
  }
}
