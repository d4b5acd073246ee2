import {
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { attachmentDisposition } from 'src/documents/document-file-name';
import { type DataExportRequested, DataExportsService } from './data-exports.service';

@ApiTags('data exports')
@ApiBearerAuth()
@Controller('api/v1')
export class DataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @Post('users/:uuid/data-exports')
  @HttpCode(202)
  @RequirePermission('user.read')
  @ApiOperation({
    summary: "Ask for a person's data export (GDPR articles 15 and 20).",
    description:
      'The person themself or an admin; anyone else 404. A job builds a ZIP (a JSON file per ' +
      'kind of data, the uploaded files, a readable summary) and mails the person a link that ' +
      'works once, for 7 days, after logging in. Logged in the audit and the access log.',
  })
  request(
    @Access() caller: CallerAccess,
    @Param('uuid', new ParseUUIDPipe()) uuid: string,
  ): Promise<DataExportRequested> {
    return this.exports.request(caller, uuid);
  }

  @Get('data-exports/:token')
  @Authenticated()
  @ApiProduces('application/zip')
  @ApiOperation({
    summary: 'Download a data export through its mailed link (once).',
    description:
      'Only the person the export belongs to, logged in as themself (404 for anyone else). The ' +
      'first download streams the ZIP and removes it; later ones, and expired links, answer 410.',
  })
  async download(
    @Access() caller: CallerAccess,
    @Param('token') token: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.exports.download(caller, token);
    void reply.headers({
      'content-disposition': attachmentDisposition(file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    return new StreamableFile(file.data, { type: 'application/zip', length: file.data.length });
  }
}
