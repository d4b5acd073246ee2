import { Controller, Get, Param, ParseUUIDPipe, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { MultipartUpload } from './multipart/multipart-upload.decorator';
import { AcceptsMultipartUpload } from './multipart/multipart-routes';
import { type PendingUpload } from './multipart/pending-upload';
import { type UserDocumentView } from './user-document-view';
import { UserDocumentsService } from './user-documents.service';

const VISIBILITY =
  'Visible to the linked employer only: company admins of the company the document was filed ' +
  'with (user/document.read.[company]). The user and therapists get 403, platform admins too ' +
  '(no platform role holds the grant); a company admin of another company gets 404. Access-logged.';

/** Documents filed for a user with their employer (the user is named by uuid or numeric id). */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('api/v1/users')
export class UserDocumentsController {
  constructor(private readonly documents: UserDocumentsService) {}

  @Get(':uuid/documents')
  @RequirePermission('user/document.read')
  @ApiOperation({ summary: "The user's documents, newest first.", description: VISIBILITY })
  list(
    @Access() caller: CallerAccess,
    @Param('uuid', UserReferencePipe) user: UserReference,
  ): Promise<UserDocumentView[]> {
    return this.documents.list(caller, user);
  }

  @Post(':uuid/documents')
  @Authenticated()
  @AcceptsMultipartUpload()
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        company_uuid: { type: 'string', format: 'uuid' },
      },
    },
  })
  @ApiOperation({
    summary: 'Upload one document (PDF, DOC, DOCX, JPEG, JPG or PNG, at most 5 MB).',
    description:
      'The user themselves may file a document with one of their employers; company admins of ' +
      'the employer and platform staff who manage the company (company.update.[*]) may file one ' +
      'for the user. company_uuid may be left out when only one company is possible. The body is ' +
      'read only after the caller is known to be allowed (401/403/404 come without reading it). ' +
      'The type is checked by extension, magic bytes and the whole structure: a PDF must end in ' +
      'its trailer and carry no JavaScript, actions, embedded files or HTML; a PNG or JPEG must ' +
      'end at IEND/EOI, within 20,000 pixels a side and 50 megapixels; a DOC must be a Word ' +
      'compound file without macros; a DOCX a real Office archive within zip-bomb limits with no ' +
      'archive inside. The stored name loses control and bidirectional characters. Refusals: ' +
      '400 "File is not valid" (empty, broken, something appended), 400 "Invalid file type", ' +
      '400 "The file contains scripts, embedded files or archives, which are not allowed", ' +
      '400 "The image is too large…", 413 "File size limit exceeded, maximum file size is 5MB", ' +
      '415 for multipart bodies sent to any other route; nothing is stored then.',
  })
  upload(
    @Access() caller: CallerAccess,
    @Param('uuid', UserReferencePipe) user: UserReference,
    @MultipartUpload() body: PendingUpload | null,
  ): Promise<UserDocumentView> {
    return this.documents.upload(caller, user, body);
  }

  @Get(':user_uuid/documents/:uuid')
  @RequirePermission('user/document.read')
  @ApiProduces(
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  )
  @ApiOperation({
    summary: 'Download one document, as an attachment under its original (sanitised) name.',
    description: VISIBILITY,
  })
  async download(
    @Access() caller: CallerAccess,
    @Param('user_uuid', UserReferencePipe) user: UserReference,
    @Param('uuid', new ParseUUIDPipe()) uuid: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.documents.download(caller, user, uuid);
    void reply.headers({
      'content-disposition': file.disposition,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    return new StreamableFile(file.data, { type: file.contentType, length: file.data.length });
  }
}
