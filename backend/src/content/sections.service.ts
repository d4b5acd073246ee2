import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { deleteOrConflict, writeText } from './authored-texts';
import { ContentAudit } from './content-audit.service';
import { RiskItems } from './risk-items.service';
import { ContentLocator, referencedBy } from './content-locator.service';
import { sectionView, type SectionView } from './content-views';
import { type CreateSectionDto, type RenameDto } from './dto/chapter-section.dto';
import { placeAt, reorder } from './positions';
import { SectionText } from './section-text.entity';
import { Section } from './section.entity';

/** Sections of a chapter (module content) or of a test: pages in order, names per language. */
@Injectable()
export class SectionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
    private readonly audit: ContentAudit,
    private readonly risk: RiskItems,
  ) {}

  async show(caller: CallerAccess, id: number, language: Language): Promise<SectionView> {
    return sectionView(await this.locator.section(caller, id), language);
  }

  async create(caller: CallerAccess, dto: CreateSectionDto): Promise<SectionView> {
    const language = dto.language ?? 'sv';
    const section = await this.placeNew(caller, dto);
    this.em.create(SectionText, { section, language, name: dto.name });
    await this.em.flush();
    await this.audit.edited(caller, 'section', section.id, 'create', {
      language,
      chapter_id: dto.chapter_id ?? null,
      test_id: dto.test_id ?? null,
    });
    return sectionView(section, language);
  }

  async rename(
    caller: CallerAccess,
    id: number,
    language: Language,
    dto: RenameDto,
  ): Promise<SectionView> {
    const section = await this.locator.section(caller, id, 'update');
    writeText(
      section.texts,
      language,
      { name: dto.name },
      { property: 'name', field: 'name', message: 'content.nameRequired' },
      () => this.em.create(SectionText, { section, language, name: dto.name! }),
    );
    await this.em.flush();
    await this.audit.edited(caller, 'section', id, 'update', { language });
    return sectionView(section, language);
  }

  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const section = await this.locator.section(caller, id, 'delete');
    await this.risk.removing(caller, 'section', id, () =>
      deleteOrConflict(() => this.em.nativeDelete(Section, { id })),
    );
    this.em.getUnitOfWork().unsetIdentity(section);
    await this.audit.edited(caller, 'section', id, 'delete');
    return { id };
  }

  async orderPages(caller: CallerAccess, id: number, ids: number[]): Promise<SectionView> {
    const section = await this.locator.section(caller, id, 'update');
    reorder(section.pages, ids);
    await this.em.flush();
    await this.audit.edited(caller, 'section', id, 'reorder', { pages: ids });
    return sectionView(section, 'sv');
  }

  /** The new section under exactly one parent, at the position asked. */
  private async placeNew(caller: CallerAccess, dto: CreateSectionDto): Promise<Section> {
    if ((dto.chapter_id === undefined) === (dto.test_id === undefined))
      throw ApiException.invalidData({ chapter_id: [{ key: 'content.sectionParentRequired' }] });
    if (dto.chapter_id !== undefined) {
      const chapterId = dto.chapter_id;
      const chapter = await referencedBy('chapter_id', 'content.chapterUnknown', () =>
        this.locator.chapter(caller, chapterId, 'create'),
      );
      const section = this.em.create(Section, { chapter });
      placeAt(chapter.sections, section, dto.position);
      return section;
    }
    const testId = dto.test_id!;
    const test = await referencedBy('test_id', 'content.testUnknown', () =>
      this.locator.test(caller, testId, 'create'),
    );
    const section = this.em.create(Section, { test });
    placeAt(test.sections, section, dto.position);
    return section;
  }
}
