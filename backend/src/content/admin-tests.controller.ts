import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminLanguage,
  AdminListQuery,
  parseAdminList,
  sendListPage,
  withoutReadOnly,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { AdminContentService, TEST_SORTS } from './admin-content.service';
import { ContentIdPipe } from './content-id.pipe';
import { type TestDetail, type TestView } from './content-views';
import { AdminTestUpdateDto } from './dto/admin-records.dto';
import { CreateTestDto } from './dto/test.dto';
import { TestsService } from './tests.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** The console's tests resource: filter {q, id}; over TestsService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/tests')
export class AdminTestsController {
  constructor(
    private readonly lists: AdminContentService,
    private readonly tests: TestsService,
  ) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'Tests: filter {q (name or code), id}, range, sort (id, code); ?lang.' })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TestView[]> {
    const query = parseAdminList(raw, TEST_SORTS, 'id');
    return sendListPage(reply, 'tests', query, await this.lists.tests(caller, query, language));
  }

  @Get(':id')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One test with its sections and pages; texts in ?lang (default sv).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<TestDetail> {
    return this.tests.show(caller, id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a test, as POST /api/test.' })
  @TakesLongTexts()
  create(@Access() caller: CallerAccess, @Body() dto: CreateTestDto): Promise<TestDetail> {
    return this.tests.create(caller, dto);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Saves the record sent back; texts in its `language` (sv).' })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: AdminTestUpdateDto,
  ): Promise<TestDetail> {
    const { language, ...fields } = withoutReadOnly(dto, ['sections']);
    return this.tests.update(caller, id, language ?? 'sv', fields);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the test (409 while an assessment runs it).' })
  async remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<TestDetail> {
    const record = await this.tests.show(caller, id, language);
    await this.tests.remove(caller, id);
    return record;
  }
}
