import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { type Chapter } from './chapter.entity';
import { ContentLocator } from './content-locator.service';
import { node } from './content-views';
import { type LanguageUsed, namedIn } from './localized';
import { type Page } from './page.entity';
import { ordered } from './positions';
import { type Section } from './section.entity';

export const TREE_TYPES = ['module', 'test'] as const;
export type TreeType = (typeof TREE_TYPES)[number];
export const BREADCRUMB_TYPES = ['chapter', 'section', 'page'] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

type NodeType = 'module' | 'test' | 'chapter' | 'section' | 'page';

/** A node of the tree view: its children, or the empty text when a level has none. */
export interface TreeNode extends LanguageUsed {
  type: NodeType;
  id: number;
  name: string;
  page_type?: Page['pageType'];
  children?: TreeNode[];
  /** "No sections available" / "No pages available" when the level below is empty. */
  empty_text?: string | null;
}

export interface Crumb extends LanguageUsed {
  type: NodeType;
  id: number;
  name: string;
}

/** The editors' navigation: the nested tree of a module or test, and breadcrumbs. */
@Injectable()
export class ContentTreeService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
  ) {}

  async tree(caller: CallerAccess, type: TreeType, id: number, language: Language) {
    if (type === 'module') {
      const module = await this.locator.module(caller, id);
      await this.em.populate(module, ['chapters.sections.texts', 'chapters.sections.pages.texts']);
      const chapters = ordered(module.chapters).map((chapter) => chapterNode(chapter, language));
      return { type, id: module.id, ...namedIn(module.texts, language), children: chapters };
    }
    const test = await this.locator.test(caller, id);
    const sections = ordered(test.sections).map((section) => sectionNode(section, language));
    return {
      type,
      id: test.id,
      ...namedIn(test.texts, language),
      children: sections,
      empty_text: emptyText(sections, 'content.noSections', language),
    };
  }

  /** The path from the module (or test) down to the object, each with its name. */
  async breadcrumb(
    caller: CallerAccess,
    type: BreadcrumbType,
    id: number,
    language: Language,
  ): Promise<Crumb[]> {
    if (type === 'chapter') return chapterPath(await this.locator.chapter(caller, id), language);
    if (type === 'section') return sectionPath(await this.locator.section(caller, id), language);
    const page = await this.locator.page(caller, id);
    return [...sectionPath(page.section, language), crumb('page', page, language)];
  }
}

function chapterNode(chapter: Chapter, language: Language): TreeNode {
  const sections = ordered(chapter.sections).map((section) => sectionNode(section, language));
  return {
    type: 'chapter',
    ...node(chapter, language),
    children: sections,
    empty_text: emptyText(sections, 'content.noSections', language),
  };
}

function sectionNode(section: Section, language: Language): TreeNode {
  const pages: TreeNode[] = ordered(section.pages).map((page) => ({
    type: 'page',
    ...node(page, language),
    page_type: page.pageType,
  }));
  return {
    type: 'section',
    ...node(section, language),
    children: pages,
    empty_text: emptyText(pages, 'content.noPages', language),
  };
}

function emptyText(
  children: unknown[],
  key: 'content.noSections' | 'content.noPages',
  language: Language,
): string | null {
  return children.length ? null : translate({ key }, language);
}

function crumb(
  type: NodeType,
  item: { id: number; texts: Iterable<{ language: Language; name: string }> },
  language: Language,
): Crumb {
  return { type, id: item.id, ...namedIn(item.texts, language) };
}

function chapterPath(chapter: Chapter, language: Language): Crumb[] {
  return [crumb('module', chapter.module, language), crumb('chapter', chapter, language)];
}

function sectionPath(section: Section, language: Language): Crumb[] {
  const above = section.chapter
    ? chapterPath(section.chapter, language)
    : section.test
      ? [crumb('test', section.test, language)]
      : [];
  return [...above, crumb('section', section, language)];
}
