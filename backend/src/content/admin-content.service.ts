import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { type ListQuery } from 'src/common/http/react-admin-query';
import { Chapter } from './chapter.entity';
import { ContentLocator, isAuthor } from './content-locator.service';
import {
  node,
  type NamedNode,
  pageNode,
  type PageNode,
  testView,
  type TestView,
} from './content-views';
import { Page } from './page.entity';
import { Section } from './section.entity';
import { Test } from './test.entity';

export interface AdminPage<T> {
  rows: T[];
  total: number;
}

export type ChapterRow = NamedNode & { module_id: number };
export type SectionRow = NamedNode & { chapter_id: number | null; test_id: number | null };
export type PageRow = PageNode & { section_id: number };

/** A positive integer from a react-admin filter value, else undefined. */
function idFilter(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function idsFilter(ids: (string | number)[] | undefined): number[] | undefined {
  return ids?.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * The console's lists of content below a module (chapters, sections, pages) and of tests,
 * filtered by parent id or by ids (getMany), with the same visibility as the spec routes.
 */
@Injectable()
export class AdminContentService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
  ) {}

  async chapters(
    caller: CallerAccess,
    query: ListQuery<'position' | 'id'>,
    language: Language,
  ): Promise<AdminPage<ChapterRow>> {
    const where: FilterQuery<Chapter>[] = [];
    const moduleId = idFilter(query.filter.module_id);
    if (moduleId) where.push({ module: moduleId });
    if (!isAuthor(caller)) where.push({ module: { isPublished: true } });
    const [chapters, total] = await this.em.findAndCount(
      Chapter,
      { $and: [...where, ...this.idCondition(query)] },
      this.options(query),
    );
    return {
      rows: chapters.map((chapter) => ({
        ...node(chapter, language),
        module_id: chapter.module.id,
      })),
      total,
    };
  }

  async sections(
    caller: CallerAccess,
    query: ListQuery<'position' | 'id'>,
    language: Language,
  ): Promise<AdminPage<SectionRow>> {
    const where: FilterQuery<Section>[] = [];
    const chapterId = idFilter(query.filter.chapter_id);
    const testId = idFilter(query.filter.test_id);
    if (chapterId) where.push({ chapter: chapterId });
    if (testId) where.push({ test: testId });
    if (!isAuthor(caller))
      where.push({
        $or: [
          { chapter: { module: { isPublished: true } } },
          { test: { $in: [...(await this.locator.publishedTestIds())] } },
        ],
      });
    const [sections, total] = await this.em.findAndCount(
      Section,
      { $and: [...where, ...this.idCondition(query)] },
      this.options(query),
    );
    return {
      rows: sections.map((section) => ({
        ...node(section, language),
        chapter_id: section.chapter?.id ?? null,
        test_id: section.test?.id ?? null,
      })),
      total,
    };
  }

  async pages(
    caller: CallerAccess,
    query: ListQuery<'position' | 'id'>,
    language: Language,
  ): Promise<AdminPage<PageRow>> {
    const where: FilterQuery<Page>[] = [];
    const sectionId = idFilter(query.filter.section_id);
    if (sectionId) where.push({ section: sectionId });
    if (!isAuthor(caller))
      where.push({
        $or: [
          { section: { chapter: { module: { isPublished: true } } } },
          { section: { test: { $in: [...(await this.locator.publishedTestIds())] } } },
        ],
      });
    const [pages, total] = await this.em.findAndCount(
      Page,
      { $and: [...where, ...this.idCondition(query)] },
      this.options(query),
    );
    return {
      rows: pages.map((page) => ({ ...pageNode(page, language), section_id: page.section.id })),
      total,
    };
  }

  async tests(
    caller: CallerAccess,
    query: ListQuery<'id' | 'code'>,
    language: Language,
  ): Promise<AdminPage<TestView>> {
    const where: FilterQuery<Test>[] = [...this.idCondition(query)];
    if (!isAuthor(caller))
      where.push({ id: { $in: [...(await this.locator.publishedTestIds())] } });
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      where.push({
        $or: [{ code: { $ilike: pattern } }, { texts: { name: { $ilike: pattern } } }],
      });
    }
    const [tests, total] = await this.em.findAndCount(
      Test,
      { $and: where },
      {
        populate: ['texts'],
        orderBy: { [query.sort.field]: query.sort.order.toLowerCase(), id: 'asc' },
        limit: query.limit,
        offset: query.offset,
      },
    );
    return { rows: tests.map((test) => testView(test, language)), total };
  }

  private idCondition(query: ListQuery<string>): { id: { $in: number[] } }[] {
    const ids = idsFilter(query.ids);
    return ids ? [{ id: { $in: ids } }] : [];
  }

  private options(query: ListQuery<'position' | 'id'>) {
    return {
      populate: ['texts'] as const,
      orderBy: { [query.sort.field]: query.sort.order.toLowerCase(), id: 'asc' } as const,
      limit: query.limit,
      offset: query.offset,
    };
  }
}
