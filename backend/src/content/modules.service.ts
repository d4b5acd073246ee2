import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { deleteOrConflict, writeText } from './authored-texts';
import { ContentAudit } from './content-audit.service';
import { RiskItems } from './risk-items.service';
import { ContentLocator, isAuthor } from './content-locator.service';
import { ContentModule } from './content-module.entity';
import { type ModuleDetail, moduleDetail, moduleView, type ModuleView } from './content-views';
import { type CreateModuleDto, type UpdateModuleDto } from './dto/module.dto';
import { type ModuleListOrder, type ModuleListQuery } from './dto/module-list.query';
import { ModuleText } from './module-text.entity';
import { reorder } from './positions';
import { Test } from './test.entity';

export interface ModulePage {
  data: ModuleView[];
  total: number;
  page: number;
  per_page: number;
}

/** Sort expressions by record field (never a column name from the caller). */
export const MODULE_SORT_SQL = {
  name: `lower(coalesce(asked.name, swedish.name, ''))`,
  description: `lower(coalesce(asked.description, swedish.description, ''))`,
  language: `coalesce(asked.language, swedish.language, '')`,
  fallback: 'asked.module_id is null',
  type: 'm.type',
  created_at: 'm.created_at',
  updated_at: 'm.updated_at',
  id: 'm.id',
  _id: 'm.id',
  uuid: 'm.uuid',
  category: 'm.category',
  is_published: 'm.is_published',
  chat_available: 'm.chat_available',
  billable: 'm.billable',
  suggested: 'm.suggested',
  repeatable: 'm.repeatable',
  iteration_days: 'm.iteration_days',
  test_id: 'm.test_id',
} as const satisfies Record<ModuleListOrder, string> & Record<string, string>;
export type ModuleSortField = keyof typeof MODULE_SORT_SQL;

/**
 * Modules and assessments: listing (published only for non-authors), reading, authoring with
 * the type rules (assessments need a test and positive iteration_days; modules have neither),
 * and publishing. Every change is audited.
 */
@Injectable()
export class ModulesService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
    private readonly audit: ContentAudit,
    private readonly risk: RiskItems,
  ) {}

  /** One page in three statements: matching ids in order, their count, the rows with texts. */
  async list(
    caller: CallerAccess,
    language: Language,
    query: ModuleListQuery,
    admin: { sortBy?: ModuleSortField; testId?: number } = {},
  ): Promise<ModulePage> {
    const { sql, params } = listConditions(caller, query, admin.testId);
    const sortBy = admin.sortBy ?? query.order_by;
    const perPage = query.paginate === 'false' ? null : query.per_page;
    const paging = perPage ? `limit ${perPage} offset ${(query.page - 1) * perPage}` : '';
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `select m.id from modules m
       left join module_texts asked on asked.module_id = m.id and asked.language = ?
       left join module_texts swedish on swedish.module_id = m.id and swedish.language = 'sv'
       ${sql} order by ${MODULE_SORT_SQL[sortBy]} ${direction}, m.id ${direction} ${paging}`,
      [language, ...params],
    );
    const [{ total }] = await this.em
      .getConnection()
      .execute<{ total: number }[]>(`select count(*)::int as total from modules m ${sql}`, params);
    const ids = rows.map((row) => row.id);
    const modules = ids.length
      ? await this.em.find(
          ContentModule,
          { id: { $in: ids } },
          { populate: ['texts', 'test.texts'] },
        )
      : [];
    const byId = new Map(modules.map((module) => [module.id, module]));
    return {
      data: ids.map((id) => moduleView(byId.get(id)!, language)),
      total,
      page: perPage ? query.page : 1,
      per_page: perPage ?? total,
    };
  }

  /** react-admin's getMany: the modules with these ids the caller may see. */
  async byIds(caller: CallerAccess, ids: number[], language: Language): Promise<ModuleView[]> {
    const modules = await this.em.find(
      ContentModule,
      isAuthor(caller) ? { id: { $in: ids } } : { id: { $in: ids }, isPublished: true },
      { populate: ['texts', 'test.texts'], orderBy: { id: 'asc' } },
    );
    return modules.map((module) => moduleView(module, language));
  }

  async show(
    caller: CallerAccess,
    ref: number | string,
    language: Language,
  ): Promise<ModuleDetail> {
    return moduleDetail(await this.locator.module(caller, ref), language);
  }

  async create(caller: CallerAccess, dto: CreateModuleDto): Promise<ModuleDetail> {
    caller.assertCan('create', 'module', {});
    const language = dto.language ?? 'sv';
    const module = new ContentModule();
    await this.assign(module, dto);
    this.em.persist(module);
    this.em.create(ModuleText, {
      module,
      language,
      name: dto.name,
      description: dto.description ?? null,
    });
    await this.em.flush();
    await this.audit.edited(caller, 'module', module.id, 'create', { language });
    if (module.isPublished) await this.audit.edited(caller, 'module', module.id, 'publish');
    return moduleDetail(module, language);
  }

  async update(
    caller: CallerAccess,
    ref: number | string,
    language: Language,
    dto: UpdateModuleDto,
  ): Promise<ModuleDetail> {
    const module = await this.locator.module(caller, ref, 'update');
    const wasPublished = module.isPublished;
    const fromTestId = module.test?.id ?? null;
    await this.assign(module, dto);
    const toTestId = module.test?.id ?? null;
    // Swapping a test with risk items away is a risk-item change (permission, 409, audit).
    const swappedRisk = await this.risk.assertTestSwap(caller, module, fromTestId, toTestId);
    writeText(
      module.texts,
      language,
      { name: dto.name, description: dto.description },
      { property: 'name', field: 'name', message: 'content.nameRequired' },
      () =>
        this.em.create(ModuleText, {
          module,
          language,
          name: dto.name!,
          description: dto.description ?? null,
        }),
    );
    await this.em.flush();
    const fields = Object.keys(dto).filter((key) => key !== 'language');
    await this.audit.edited(caller, 'module', module.id, 'update', { language, fields });
    if (module.isPublished !== wasPublished)
      await this.audit.edited(caller, 'module', module.id, wasPublished ? 'unpublish' : 'publish');
    await this.risk.recordTestSwap(caller, swappedRisk, {
      module_id: module.id,
      from_test_id: fromTestId,
      to_test_id: toTestId,
    });
    return moduleDetail(module, language);
  }

  /** Publishing is idempotent; only an actual change is audited. */
  async setPublished(
    caller: CallerAccess,
    ref: number | string,
    published: boolean,
  ): Promise<ModuleView> {
    const module = await this.locator.module(caller, ref, 'update');
    if (module.isPublished !== published) {
      module.isPublished = published;
      await this.em.flush();
      await this.audit.edited(caller, 'module', module.id, published ? 'publish' : 'unpublish');
    }
    return moduleView(module, 'sv');
  }

  async remove(caller: CallerAccess, ref: number | string): Promise<{ id: number }> {
    const module = await this.locator.module(caller, ref, 'delete');
    const { id } = module;
    // The module goes with them: no published module is left without its risk items.
    await this.risk.removing(
      caller,
      'module',
      id,
      () => deleteOrConflict(() => this.em.nativeDelete(ContentModule, { id })),
      { checkPublished: false },
    );
    this.em.getUnitOfWork().unsetIdentity(module);
    await this.audit.edited(caller, 'module', id, 'delete');
    return { id };
  }

  async orderChapters(
    caller: CallerAccess,
    ref: number | string,
    ids: number[],
  ): Promise<ModuleDetail> {
    const module = await this.locator.module(caller, ref, 'update');
    reorder(module.chapters, ids);
    await this.em.flush();
    await this.audit.edited(caller, 'module', module.id, 'reorder', { chapters: ids });
    return moduleDetail(module, 'sv');
  }

  /** Applies the sent fields, then checks the type rules on the result. */
  private async assign(
    module: ContentModule,
    dto: CreateModuleDto | UpdateModuleDto,
  ): Promise<void> {
    if (dto.type !== undefined) module.type = dto.type;
    if (dto.category !== undefined) module.category = dto.category || null;
    if (dto.is_published !== undefined) module.isPublished = dto.is_published;
    if (dto.chat_available !== undefined) module.chatAvailable = dto.chat_available;
    if (dto.billable !== undefined) module.billable = dto.billable;
    if (dto.suggested !== undefined) module.suggested = dto.suggested;
    if (dto.repeatable !== undefined) module.repeatable = dto.repeatable;
    if (dto.iteration_days !== undefined) module.iterationDays = dto.iteration_days;
    if (dto.test_id !== undefined) module.test = await this.testFor(dto.test_id);
    checkTypeRules(module);
  }

  private async testFor(id: number | null): Promise<Test | null> {
    if (id === null) return null;
    const test = await this.em.findOne(Test, { id }, { populate: ['texts'] });
    if (!test) throw ApiException.invalidData({ test_id: [{ key: 'content.testUnknown' }] });
    return test;
  }
}

/** Assessments run a test every iteration_days; plain modules have neither. */
function checkTypeRules(module: ContentModule): void {
  const errors: FieldErrors = {};
  if (module.type === 'assessment') {
    if (!module.iterationDays || module.iterationDays < 1)
      errors.iteration_days = [{ key: 'content.iterationDaysRequired' }];
    if (!module.test) errors.test_id = [{ key: 'content.testRequired' }];
  } else {
    if (module.iterationDays !== null)
      errors.iteration_days = [{ key: 'content.iterationDaysNotAllowed' }];
    if (module.test) errors.test_id = [{ key: 'content.testNotAllowed' }];
  }
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
}

/** The list's where clause (on `modules m`) and its parameters. */
function listConditions(
  caller: CallerAccess,
  query: ModuleListQuery,
  testId?: number,
): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (!isAuthor(caller)) conditions.push('m.is_published = true');
  else if (query.is_published) {
    conditions.push('m.is_published = ?');
    params.push(query.is_published === 'true');
  }
  if (query.type) {
    conditions.push('m.type = ?');
    params.push(query.type);
  }
  if (testId !== undefined) {
    conditions.push('m.test_id = ?');
    params.push(testId);
  }
  for (const word of (query.keyword ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    conditions.push(
      `exists (select 1 from module_texts k where k.module_id = m.id and k.name ilike ?)`,
    );
    params.push(`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}
