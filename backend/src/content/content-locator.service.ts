import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';
import { AnswerOption } from './answer-option.entity';
import { Chapter } from './chapter.entity';
import { ContentModule } from './content-module.entity';
import { Page } from './page.entity';
import { Question } from './question.entity';
import { Section } from './section.entity';
import { Test } from './test.entity';

/** Authors (module.update) see every module; everyone else only published ones. */
export function isAuthor(caller: CallerAccess): boolean {
  return caller.canAtAll('update', 'module');
}

/** Read for a viewer, or a write (create/update/delete) by an author. */
export type ContentIntent = 'read' | 'create' | 'update' | 'delete';

/**
 * Loads one content object with what its views need, answering 404 when it does not exist or
 * the caller may not see it: unpublished modules and everything under them are invisible to
 * non-authors, and so is a test no published assessment runs. Content is not owned by companies
 * (module grants are `[*]`); the scope check still runs so a narrower grant would deny.
 */
@Injectable()
export class ContentLocator {
  constructor(private readonly em: EntityManager) {}

  async module(caller: CallerAccess, ref: number | string, intent: ContentIntent = 'read') {
    this.assertScope(caller, intent);
    const module = await this.em.findOne(
      ContentModule,
      typeof ref === 'number' ? { id: ref } : { uuid: ref },
      { populate: ['texts', 'test.texts', 'chapters.texts'] },
    );
    if (!module || !this.moduleVisible(caller, module)) throw ApiException.notFound();
    return module;
  }

  async chapter(caller: CallerAccess, id: number, intent: ContentIntent = 'read') {
    this.assertScope(caller, intent);
    const chapter = await this.em.findOne(
      Chapter,
      { id },
      { populate: ['texts', 'module.texts', 'sections.texts', 'sections.pages'] },
    );
    if (!chapter || !this.moduleVisible(caller, chapter.module)) throw ApiException.notFound();
    return chapter;
  }

  async section(caller: CallerAccess, id: number, intent: ContentIntent = 'read') {
    this.assertScope(caller, intent);
    const section = await this.em.findOne(
      Section,
      { id },
      {
        populate: ['texts', 'chapter.texts', 'chapter.module.texts', 'test.texts', 'pages.texts'],
      },
    );
    if (!section || !(await this.sectionVisible(caller, section))) throw ApiException.notFound();
    return section;
  }

  async page(caller: CallerAccess, id: number, intent: ContentIntent = 'read') {
    this.assertScope(caller, intent);
    const page = await this.em.findOne(
      Page,
      { id },
      {
        populate: [
          'texts',
          'section.texts',
          'section.chapter.texts',
          'section.chapter.module.texts',
          'section.test.texts',
          'questions.texts',
          'questions.options.texts',
        ],
      },
    );
    if (!page || !(await this.sectionVisible(caller, page.section))) throw ApiException.notFound();
    return page;
  }

  async test(caller: CallerAccess, id: number, intent: ContentIntent = 'read') {
    this.assertScope(caller, intent);
    const test = await this.em.findOne(
      Test,
      { id },
      { populate: ['texts', 'sections.texts', 'sections.pages.texts'] },
    );
    if (!test || !(await this.testVisible(caller, test))) throw ApiException.notFound();
    return test;
  }

  /** Questions and answer options are only written here (they are read through their page). */
  async question(caller: CallerAccess, id: number, intent: Exclude<ContentIntent, 'read'>) {
    this.assertScope(caller, intent);
    const question = await this.em.findOne(
      Question,
      { id },
      { populate: ['texts', 'options.texts'] },
    );
    if (!question) throw ApiException.notFound();
    return question;
  }

  async option(caller: CallerAccess, id: number, intent: Exclude<ContentIntent, 'read'>) {
    this.assertScope(caller, intent);
    const option = await this.em.findOne(AnswerOption, { id }, { populate: ['texts'] });
    if (!option) throw ApiException.notFound();
    return option;
  }

  /** Ids of the tests a published assessment runs (what non-authors may read). */
  async publishedTestIds(): Promise<Set<number>> {
    const modules = await this.em.find(
      ContentModule,
      { isPublished: true, test: { $ne: null } },
      { fields: ['test'] },
    );
    return new Set(modules.flatMap((module) => (module.test ? [module.test.id] : [])));
  }

  private moduleVisible(caller: CallerAccess, module: ContentModule): boolean {
    return module.isPublished || isAuthor(caller);
  }

  private async sectionVisible(caller: CallerAccess, section: Section): Promise<boolean> {
    if (section.chapter) return this.moduleVisible(caller, section.chapter.module);
    return section.test ? this.testVisible(caller, section.test) : false;
  }

  private async testVisible(caller: CallerAccess, test: Test): Promise<boolean> {
    if (isAuthor(caller)) return true;
    return (await this.em.count(ContentModule, { test, isPublished: true })) > 0;
  }

  private assertScope(caller: CallerAccess, intent: ContentIntent): void {
    caller.assertCan(intent, 'module', {});
  }
}

/**
 * Loads an object named in a request body: a missing one is a field error (400 on `field`), not
 * a 404 of the route itself.
 */
export async function referencedBy<T>(
  field: string,
  key: MessageKey,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiException && error.getStatus() === 404)
      throw ApiException.invalidData({ [field]: [{ key }] });
    throw error;
  }
}
