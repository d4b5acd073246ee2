import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { PageQuery } from 'src/common/http/page-query';
import { type Language } from 'src/common/i18n/language';
import { attachmentDisposition } from 'src/documents/document-file-name';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { RequestLanguage } from 'src/reports/request-language';
import { AccessLogReviewsService } from './access-log-reviews.service';
import { CreateReviewDto } from './dto/create-review.dto';
import { MarkEntryDto } from './dto/mark-entry.dto';
import { type ReviewDetails, type ReviewEntryView, type ReviewPage } from './review-view';

/**
 * The care provider's sample review of the access log (HSLF-FS 2016:40 4:9). Admins
 * (`access-log/review.*.[*]`) sample every read; clinic admins (`[company]`) the reads of their
 * clinic's clients and see only their clinic's reviews (404 for any other).
 */
@ApiTags('access log')
@ApiBearerAuth()
@Controller('api/v1/access-log/reviews')
export class AccessLogReviewsController {
  constructor(private readonly reviews: AccessLogReviewsService) {}

  @Post()
  @RequirePermission('access-log/review.create')
  @ApiOperation({
    summary: 'Draw a random sample of the reads of a period and answer it with its entries.',
    description:
      'Each entry is flagged when the read had no current care relation (no assignment active ' +
      'then, not the health coach, not a member of the same company, platform staff, or a ' +
      'treatment that had ended). 400: a bad period, a sample size outside 1–200. Audited.',
  })
  create(
    @Access() caller: CallerAccess,
    @Body() body: CreateReviewDto,
    @RequestLanguage() language: Language,
  ): Promise<ReviewDetails> {
    return this.reviews.create(caller, body, language);
  }

  @Get()
  @RequirePermission('access-log/review.read')
  @ApiOperation({ summary: 'The sample reviews the caller may read, newest first.' })
  list(@Access() caller: CallerAccess, @Query() query: PageQuery): Promise<ReviewPage> {
    return this.reviews.page(caller, { page: query.page, perPage: query.per_page });
  }

  @Get(':id.csv')
  @RequirePermission('access-log/review.read')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'A review as CSV: a header row, one line per entry, times in UTC ISO. Audited.',
  })
  async csv(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @RequestLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.reviews.csv(caller, id, language);
    const data = Buffer.from(file.text, 'utf8');
    void reply.headers({
      'content-disposition': attachmentDisposition(file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    return new StreamableFile(data, { type: 'text/csv; charset=utf-8', length: data.length });
  }

  @Get(':id')
  @RequirePermission('access-log/review.read')
  @ApiOperation({
    summary: 'A review with its entries: what was read, by whom, flag and reason, marks.',
  })
  show(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @RequestLanguage() language: Language,
  ): Promise<ReviewDetails> {
    return this.reviews.show(caller, id, language);
  }

  @Put(':id/entries/:entryId')
  @RequirePermission('access-log/review.update')
  @ApiOperation({
    summary: 'Mark an entry reviewed (or not) with a comment, required when it is flagged.',
  })
  mark(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Param('entryId') entryId: string,
    @Body() body: MarkEntryDto,
    @RequestLanguage() language: Language,
  ): Promise<ReviewEntryView> {
    return this.reviews.mark(caller, id, entryId, body, language);
  }
}
