import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseAdminList,
  sendListPage,
} from 'src/common/http/react-admin';
import { AdminProgramDto } from './dto/admin-program.dto';
import { ProgramDeletionService } from './program-deletion.service';
import { ProgramEditorService, type ProgramEditorView } from './program-editor.service';
import { fromEditorForm } from './program-input';
import { ProgramIdPipe } from './program-params';
import {
  PROGRAM_SORT_FIELDS,
  ProgramListService,
  type ProgramSummary,
} from './program-list.service';
import { ProgramWriterService } from './program-writer.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** A record of the console's programs resource: the editor's view with module ids. */
export type AdminProgramRecord = Omit<ProgramEditorView, 'modules' | 'assessments'> & {
  modules: number[];
  assessments: number[];
};

interface AdminProgramRow {
  id: number;
  name: string;
  fallback: boolean;
  modules: { id: number; name: string }[];
  duration: number;
  default: 0 | 1;
  is_treatment: boolean;
  subscription_model_uuid: string;
  subscription_model_name: string;
}

/**
 * The console's programs resource (ra-data-simple-rest): a thin adapter over the same services
 * as /api/programs. Filter { q, subscription_model_uuid, is_treatment, lang, id: [...] }.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/programs')
export class AdminProgramsController {
  constructor(
    private readonly lists: ProgramListService,
    private readonly editor: ProgramEditorService,
    private readonly writer: ProgramWriterService,
    private readonly deletion: ProgramDeletionService,
  ) {}

  @Get()
  @RequirePermission('program.read')
  @ApiOperation({ summary: 'Programs, react-admin style: filter, range, sort (default name).' })
  async list(
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminProgramRow[]> {
    const query = parseAdminList(raw, PROGRAM_SORT_FIELDS, 'name');
    const { filter } = query;
    const page = await this.lists.page({
      language,
      page: Math.floor(query.offset / query.limit) + 1,
      perPage: query.limit,
      paginate: true,
      keyword: filters.text(filter, 'q'),
      orderBy: query.sort.field,
      order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      subscriptionModelUuid: filters.uuid(filter, 'subscription_model_uuid'),
      isTreatment: filters.boolean(filter, 'is_treatment'),
      ids: filters.numericIds(query),
      withModules: true,
    });
    return sendListPage(reply, 'programs', query, {
      rows: page.rows.map(adminRow),
      total: page.total,
    });
  }

  @Get(':id')
  @RequirePermission('program.read')
  @ApiOperation({ summary: 'One program (?lang=sv|en, default the caller’s).' })
  async one(
    @Param('id', ProgramIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<AdminProgramRecord> {
    return adminRecord(await this.editor.view(id, language));
  }

  @Post()
  @RequirePermission('program.create')
  @ApiOperation({ summary: 'Creates a program; answers the record (201).' })
  @TakesLongTexts()
  async create(
    @Access() caller: CallerAccess,
    @Body() form: AdminProgramDto,
  ): Promise<AdminProgramRecord> {
    const saved = await this.writer.create(caller, fromEditorForm(form));
    return adminRecord(await this.editor.view(saved.id, form.language));
  }

  @Put(':id')
  @RequirePermission('program.update')
  @ApiOperation({ summary: 'Updates a program (the editor’s rules); answers the record.' })
  @TakesLongTexts()
  async update(
    @Access() caller: CallerAccess,
    @Param('id', ProgramIdPipe) id: number,
    @Body() form: AdminProgramDto,
  ): Promise<AdminProgramRecord> {
    await this.writer.update(caller, id, fromEditorForm(form));
    return adminRecord(await this.editor.view(id, form.language));
  }

  @Delete(':id')
  @RequirePermission('program.delete')
  @ApiOperation({
    summary: 'Deletes a program (409 with active subscriptions); answers the record.',
  })
  async delete(
    @Access() caller: CallerAccess,
    @Param('id', ProgramIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<AdminProgramRecord> {
    const record = adminRecord(await this.editor.view(id, language));
    await this.deletion.delete(caller, [id]);
    return record;
  }
}

function adminRow(summary: ProgramSummary): AdminProgramRow {
  return {
    id: summary.id,
    name: summary.name,
    fallback: summary.fallback,
    modules: summary.modules,
    duration: summary.duration,
    default: summary.isDefault ? 1 : 0,
    is_treatment: summary.isTreatment,
    subscription_model_uuid: summary.subscriptionModelUuid,
    subscription_model_name: summary.subscriptionModelName,
  };
}

function adminRecord(view: ProgramEditorView): AdminProgramRecord {
  return {
    ...view,
    modules: view.modules.map((module) => module.id),
    assessments: view.assessments.map((module) => module.id),
  };
}
