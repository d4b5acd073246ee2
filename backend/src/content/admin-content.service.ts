import { type FilterQuery, raw } from '@mikro-orm/core';
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

/** Record fields → entity property (null: the localized text, sorted in the asked language). */
const NODE_SORTS = { id: 'id', position: 'position', name: null, language: null, fallback: null };
export const CHAPTER_SORTS = { ...NODE_SORTS, module_id: 'module' } as const;
export const SECTION_SORTS = { ...NODE_SORTS, chapter_id: 'chapter', test_id: 'test' } as const;
export const PAGE_SORTS = { ...NODE_SORTS, page_type: 'pageType', section_id: 'section' } as const;
export const TEST_SORTS = {
  id: 'id',
  _id: 'id',
  uuid: 'uuid',
  code: 'code',
  name: null,
  description: null,
  language: null,
  fallback: null,
} as const;
type TextTable = 'chapter' | 'section' | 'page' | 'test';

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
    query: ListQuery<keyof typeof CHAPTER_SORTS>,
    language: Language,
  ): Promise<AdminPage<ChapterRow>> {
    const where: FilterQuery<Chapter>[] = [];
    const moduleId = idFilter(query.filter.module_id);
    if (moduleId) where.push({ module: moduleId });
    if (!isAuthor(caller)) where.push({ module: { isPublished: true } });
    const [chapters, total] = await this.em.findAndCount(
      Chapter,
      { $and: [...where, ...this.idCondition(query)] },
      options(query, 'chapter', CHAPTER_SORTS, language),
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
    query: ListQuery<keyof typeof SECTION_SORTS>,
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
      options(query, 'section', SECTION_SORTS, language),
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
    query: ListQuery<keyof typeof PAGE_SORTS>,
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
      options(query, 'page', PAGE_SORTS, language),
    );
    return {
      rows: pages.map((page) => ({ ...pageNode(page, language), section_id: page.section.id })),
      total,
    };
  }

  async tests(
    caller: CallerAccess,
    query: ListQuery<keyof typeof TEST_SORTS>,
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
      options(query, 'test', TEST_SORTS, language),
    );
    return { rows: tests.map((test) => testView(test, language)), total };
  }

  private idCondition(query: ListQuery<string>): { id: { $in: number[] } }[] {
    const ids = idsFilter(query.ids);
    return ids ? [{ id: { $in: ids } }] : [];
  }
}

function options<Field extends string>(
  query: ListQuery<Field>,
  table: TextTable,
  sorts: Readonly<Record<Field, string | null>>,
  language: Language,
) {
  const direction = query.sort.order === 'ASC' ? 'asc' : 'desc';
  const column = sorts[query.sort.field];
  const key = column ?? textOrder(table, query.sort.field, language);
  return {
    populate: ['texts'] as const,
    orderBy: { [key]: direction, id: direction } as const,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * The picked text's value (the asked language, else Swedish, else any), as localized() picks it.
 * Table and column names come from the fixed maps above, never from the caller.
 */
function textOrder(table: TextTable, field: string, language: Language): string {
  const picked = (alias: string) =>
    `(select %s from ${table}_texts t where t.${table}_id = ${alias}.id ` +
    `order by (t.language = ?) desc, (t.language = 'sv') desc, t.language limit 1)`;
  const expression: Record<string, string> = {
    name: 'lower(t.name)',
    description: 'lower(t.description)',
    language: 't.language',
    fallback: 't.language <> ?',
  };
  const select = expression[field] ?? 'null';
  const params = field === 'fallback' ? [language, language] : [language];
  return raw<object, string>((alias: string) => picked(alias).replace('%s', select), params);
}
