import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { deleteOrConflict, writeText } from './authored-texts';
import { ChapterText } from './chapter-text.entity';
import { Chapter } from './chapter.entity';
import { ContentAudit } from './content-audit.service';
import { RiskItems } from './risk-items.service';
import { ContentLocator, referencedBy } from './content-locator.service';
import { chapterView, type ChapterView } from './content-views';
import { type CreateChapterDto, type RenameDto } from './dto/chapter-section.dto';
import { placeAt, reorder } from './positions';

/** Chapters of a module: read with their sections, authored per language, ordered. */
@Injectable()
export class ChaptersService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
    private readonly audit: ContentAudit,
    private readonly risk: RiskItems,
  ) {}

  async show(caller: CallerAccess, id: number, language: Language): Promise<ChapterView> {
    return chapterView(await this.locator.chapter(caller, id), language);
  }

  async create(caller: CallerAccess, dto: CreateChapterDto): Promise<ChapterView> {
    const language = dto.language ?? 'sv';
    const module = await referencedBy('module_id', 'content.moduleUnknown', () =>
      this.locator.module(caller, dto.module_id, 'create'),
    );
    const chapter = this.em.create(Chapter, { module });
    placeAt(module.chapters, chapter, dto.position);
    this.em.create(ChapterText, { chapter, language, name: dto.name });
    await this.em.flush();
    await this.audit.edited(caller, 'chapter', chapter.id, 'create', {
      language,
      module_id: module.id,
    });
    return chapterView(chapter, language);
  }

  async rename(
    caller: CallerAccess,
    id: number,
    language: Language,
    dto: RenameDto,
  ): Promise<ChapterView> {
    const chapter = await this.locator.chapter(caller, id, 'update');
    writeText(
      chapter.texts,
      language,
      { name: dto.name },
      { property: 'name', field: 'name', message: 'content.nameRequired' },
      () => this.em.create(ChapterText, { chapter, language, name: dto.name! }),
    );
    await this.em.flush();
    await this.audit.edited(caller, 'chapter', id, 'update', { language });
    return chapterView(chapter, language);
  }

  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const chapter = await this.locator.chapter(caller, id, 'delete');
    await this.risk.removing(caller, 'chapter', id, () =>
      deleteOrConflict(() => this.em.nativeDelete(Chapter, { id })),
    );
    this.em.getUnitOfWork().unsetIdentity(chapter);
    await this.audit.edited(caller, 'chapter', id, 'delete', { module_id: chapter.module.id });
    return { id };
  }

  async orderSections(caller: CallerAccess, id: number, ids: number[]): Promise<ChapterView> {
    const chapter = await this.locator.chapter(caller, id, 'update');
    reorder(chapter.sections, ids);
    await this.em.flush();
    await this.audit.edited(caller, 'chapter', id, 'reorder', { sections: ids });
    return chapterView(chapter, 'sv');
  }
}
