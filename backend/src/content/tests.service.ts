import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { deleteOrConflict, writeText } from './authored-texts';
import { ContentAudit } from './content-audit.service';
import { RiskItems } from './risk-items.service';
import { ContentLocator, isAuthor } from './content-locator.service';
import { ContentModule } from './content-module.entity';
import { type LanguageUsed, namedIn } from './localized';
import {
  pageNode,
  type PageNode,
  questionView,
  type QuestionView,
  testDetail,
  type TestDetail,
  testView,
  type TestView,
} from './content-views';
import { type CreateTestDto, type UpdateTestDto } from './dto/test.dto';
import { ordered, reorder } from './positions';
import { TestText } from './test-text.entity';
import { Test } from './test.entity';

/** A test with every question (in page order), for building reports. */
export interface TestForReport extends TestView {
  questions: (QuestionView & { page_id: number; section_id: number })[];
}

/** A page of a test, flat, with the section it sits in. */
export interface TestPageRow extends PageNode {
  section: { id: number; name: string } & LanguageUsed;
  questions_count: number;
}

/**
 * Tests (questionnaires): lists for the module and report editors, the test's pages, and
 * authoring. Non-authors see only tests a published assessment runs.
 */
@Injectable()
export class TestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
    private readonly audit: ContentAudit,
    private readonly risk: RiskItems,
  ) {}

  async fullList(caller: CallerAccess, language: Language): Promise<TestView[]> {
    const tests = await this.em.find(Test, await this.visible(caller), { populate: ['texts'] });
    return sortByName(tests.map((test) => testView(test, language)));
  }

  async fullListForReports(caller: CallerAccess, language: Language): Promise<TestForReport[]> {
    const tests = await this.em.find(Test, await this.visible(caller), {
      populate: [
        'texts',
        'sections.pages.questions.texts',
        'sections.pages.questions.options.texts',
      ],
    });
    return sortByName(
      tests.map((test) => ({
        ...testView(test, language),
        questions: ordered(test.sections).flatMap((section) =>
          ordered(section.pages).flatMap((page) =>
            ordered(page.questions).map((question) => ({
              ...questionView(question, language),
              page_id: page.id,
              section_id: section.id,
            })),
          ),
        ),
      })),
    );
  }

  async pages(caller: CallerAccess, id: number, language: Language): Promise<TestPageRow[]> {
    const test = await this.locator.test(caller, id);
    await this.em.populate(test, ['sections.pages.questions']);
    return ordered(test.sections).flatMap((section) =>
      ordered(section.pages).map((page) => ({
        ...pageNode(page, language),
        section: { id: section.id, ...namedIn(section.texts, language) },
        questions_count: page.questions.count(),
      })),
    );
  }

  async show(caller: CallerAccess, id: number, language: Language): Promise<TestDetail> {
    return testDetail(await this.locator.test(caller, id), language);
  }

  async create(caller: CallerAccess, dto: CreateTestDto): Promise<TestDetail> {
    caller.assertCan('create', 'module', {});
    const language = dto.language ?? 'sv';
    await this.assertCodeFree(dto.code, null);
    const test = this.em.create(Test, { code: dto.code || null });
    this.em.create(TestText, {
      test,
      language,
      name: dto.name,
      description: dto.description ?? null,
    });
    await this.em.flush();
    await this.audit.edited(caller, 'test', test.id, 'create', { language });
    return testDetail(test, language);
  }

  async update(
    caller: CallerAccess,
    id: number,
    language: Language,
    dto: UpdateTestDto,
  ): Promise<TestDetail> {
    const test = await this.locator.test(caller, id, 'update');
    if (dto.code !== undefined) {
      await this.assertCodeFree(dto.code, test.id);
      test.code = dto.code || null;
    }
    writeText(
      test.texts,
      language,
      { name: dto.name, description: dto.description },
      { property: 'name', field: 'name', message: 'content.nameRequired' },
      () =>
        this.em.create(TestText, {
          test,
          language,
          name: dto.name!,
          description: dto.description ?? null,
        }),
    );
    await this.em.flush();
    await this.audit.edited(caller, 'test', id, 'update', { language, fields: Object.keys(dto) });
    return testDetail(test, language);
  }

  /** A test an assessment runs cannot go: the assessment would lose its questions. */
  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const test = await this.locator.test(caller, id, 'delete');
    if ((await this.em.count(ContentModule, { test })) > 0)
      throw ApiException.conflict('content.inUse');
    // No module runs it (above), so no published one loses its risk items.
    await this.risk.removing(
      caller,
      'test',
      id,
      () => deleteOrConflict(() => this.em.nativeDelete(Test, { id })),
      { checkPublished: false },
    );
    this.em.getUnitOfWork().unsetIdentity(test);
    await this.audit.edited(caller, 'test', id, 'delete');
    return { id };
  }

  async orderSections(caller: CallerAccess, id: number, ids: number[]): Promise<TestDetail> {
    const test = await this.locator.test(caller, id, 'update');
    reorder(test.sections, ids);
    await this.em.flush();
    await this.audit.edited(caller, 'test', id, 'reorder', { sections: ids });
    return testDetail(test, 'sv');
  }

  private async visible(caller: CallerAccess): Promise<{ id?: { $in: number[] } }> {
    if (isAuthor(caller)) return {};
    return { id: { $in: [...(await this.locator.publishedTestIds())] } };
  }

  private async assertCodeFree(code: string | null | undefined, ownId: number | null) {
    if (!code) return;
    const holder = await this.em.findOne(Test, { code }, { fields: ['id'] });
    if (holder && holder.id !== ownId)
      throw ApiException.invalidData({ code: [{ key: 'content.codeTaken' }] });
  }
}

function sortByName<T extends { name: string; id: number }>(items: T[]): T[] {
  return items.sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id);
}
