import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ContentIdPipe } from './content-id.pipe';
import { type TestDetail, type TestView } from './content-views';
import { OrderDto } from './dto/content-fields';
import { CreateTestDto, UpdateTestDto } from './dto/test.dto';
import { type TestForReport, type TestPageRow, TestsService } from './tests.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/**
 * Tests (questionnaires). Authors see every test; others only tests a published assessment
 * runs. A test's sections and pages are written through api/section and api/page (test_id).
 */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api/test')
export class TestsController {
  constructor(private readonly tests: TestsService) {}

  @Get('full-list/:lang')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'Every test { id, uuid, code, name, language, fallback } by name.' })
  fullList(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<TestView[]> {
    return this.tests.fullList(caller, lang);
  }

  @Get('full-list-report/:lang')
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'Every test with its questions and answer options in page order (report editor).',
  })
  fullListReport(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<TestForReport[]> {
    return this.tests.fullListForReports(caller, lang);
  }

  @Get('treeview-pages/:id/:lang')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'The test’s pages in order, each with its section and question count.' })
  treeviewPages(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<TestPageRow[]> {
    return this.tests.pages(caller, id, lang);
  }

  @Get(':id/edit/:lang')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'A test with its sections and their pages, names in {lang}.' })
  edit(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<TestDetail> {
    return this.tests.show(caller, id, lang);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a test (201); name and description in `language` (sv).' })
  @TakesLongTexts()
  create(@Access() caller: CallerAccess, @Body() dto: CreateTestDto): Promise<TestDetail> {
    return this.tests.create(caller, dto);
  }

  @Put(':id/sections/order')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Orders the test’s sections as sent (every section id once).' })
  orderSections(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: OrderDto,
  ): Promise<TestDetail> {
    return this.tests.orderSections(caller, id, dto.ids);
  }

  @Put(':id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes the fields sent; name and description go to {lang} only.' })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: UpdateTestDto,
  ): Promise<TestDetail> {
    return this.tests.update(caller, id, lang, dto);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({
    summary: 'Deletes the test with its sections and pages; 409 while an assessment runs it.',
  })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<{ id: number }> {
    return this.tests.remove(caller, id);
  }
}
