import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ModuleRefPipe } from './content-id.pipe';
import { type ModuleDetail, type ModuleView } from './content-views';
import { OrderDto } from './dto/content-fields';
import { ModuleListQuery } from './dto/module-list.query';
import { CreateModuleDto, UpdateModuleDto } from './dto/module.dto';
import { type ModulePage, ModulesService } from './modules.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/**
 * Modules and assessments. Reads need module.read: clients and therapists see published modules
 * only (an unpublished one answers 404); authors (module.update) see all. Writes are audited.
 */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api/modules')
export class ModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Get(':lang')
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'A page of modules { data, total, page, per_page }, names in {lang} (else Swedish).',
    description:
      'Each row carries language (the one used) and fallback. Filters: type, keyword (any ' +
      'language), is_published (authors). paginate=false answers every match.',
  })
  list(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Query() query: ModuleListQuery,
  ): Promise<ModulePage> {
    return this.modules.list(caller, lang, query);
  }

  @Get(':id/:lang')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One module (by id or uuid) with its chapters, texts in {lang}.' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ModuleDetail> {
    return this.modules.show(caller, id, lang);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Creates a module or assessment (201); name and description in `language` (sv).',
    description:
      'Assessments need test_id and a positive iteration_days; plain modules may have neither.',
  })
  @TakesLongTexts()
  create(@Access() caller: CallerAccess, @Body() dto: CreateModuleDto): Promise<ModuleDetail> {
    return this.modules.create(caller, dto);
  }

  @Put(':id/publish')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Publishes the module (clients can see it); audited.' })
  publish(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
  ): Promise<ModuleView> {
    return this.modules.setPublished(caller, id, true);
  }

  @Put(':id/unpublish')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Unpublishes the module (hidden from clients); audited.' })
  unpublish(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
  ): Promise<ModuleView> {
    return this.modules.setPublished(caller, id, false);
  }

  @Put(':id/chapters/order')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Orders the module’s chapters as sent (every chapter id once).' })
  orderChapters(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @Body() dto: OrderDto,
  ): Promise<ModuleDetail> {
    return this.modules.orderChapters(caller, id, dto.ids);
  }

  @Put(':id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Changes the fields sent; name and description go to {lang} only.',
    description: 'Writing a language without texts yet needs the name. is_published is audited.',
  })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: UpdateModuleDto,
  ): Promise<ModuleDetail> {
    return this.modules.update(caller, id, lang, dto);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({
    summary: 'Deletes the module with its chapters, sections, pages and questions.',
    description: '409 while a program or another object still uses it.',
  })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
  ): Promise<{ id: number }> {
    return this.modules.remove(caller, id);
  }
}
