import { type EntityManager } from '@mikro-orm/postgresql';
import { type Language } from 'src/common/i18n/language';
import { AttributeText } from './attribute-text.entity';
import { Attribute, type AttributeType } from './attribute.entity';
import { ChapterText } from './chapter-text.entity';
import { Chapter } from './chapter.entity';
import { ContentModule } from './content-module.entity';
import { ModuleText } from './module-text.entity';
import { PageText } from './page-text.entity';
import { Page } from './page.entity';
import { SectionText } from './section-text.entity';
import { Section } from './section.entity';

type Names = Partial<Record<Language, string>>;

/** The reasons a therapist picks from when ending a treatment. */
const END_TREATMENT_REASONS: { value: string; name: Names }[] = [
  { value: 'completed', name: { sv: 'Behandlingen är slutförd', en: 'Treatment completed' } },
  { value: 'no_longer_needed', name: { sv: 'Behövs inte längre', en: 'No longer needed' } },
  {
    value: 'moved_to_other_care',
    name: { sv: 'Har gått vidare till annan vård', en: 'Moved to other care' },
  },
  { value: 'did_not_engage', name: { sv: 'Deltog inte aktivt', en: 'Did not engage' } },
  { value: 'client_request', name: { sv: 'På klientens begäran', en: 'At the client’s request' } },
  { value: 'other', name: { sv: 'Annan orsak', en: 'Other reason' } },
];

/** Demo modules with fixed uuids (the authorization matrix reads them). */
export const DEMO_CONTENT = {
  published: { uuid: 'c0a7e470-0000-4000-8000-000000000001' },
  draft: { uuid: 'c0a7e470-0000-4000-8000-000000000002' },
} as const;

/**
 * Content demo data: the end-treatment reasons, a published self-help module on sleep (Swedish
 * and English, one chapter, section and page) and an unpublished draft (Swedish only).
 */
export async function seedContentDemo(em: EntityManager): Promise<number> {
  let created = await seedAttributes(em, 'end_treatment', END_TREATMENT_REASONS);
  created += await seedModule(em, DEMO_CONTENT.published.uuid, true, {
    module: { sv: 'Sömn och återhämtning', en: 'Sleep and recovery' },
    chapter: { sv: 'Vad är sömn?', en: 'What is sleep?' },
    section: { sv: 'Sömnens faser', en: 'The stages of sleep' },
    page: { sv: 'Introduktion', en: 'Introduction' },
  });
  created += await seedModule(em, DEMO_CONTENT.draft.uuid, false, {
    module: { sv: 'Stresshantering (utkast)' },
    chapter: { sv: 'Vad är stress?' },
    section: { sv: 'Kroppens reaktioner' },
    page: { sv: 'Introduktion' },
  });
  await em.flush();
  return created;
}

async function seedAttributes(
  em: EntityManager,
  type: AttributeType,
  entries: { value: string; name: Names }[],
): Promise<number> {
  const existing = new Set(
    (await em.find(Attribute, { type }, { fields: ['value'] })).map((row) => row.value),
  );
  let created = 0;
  entries.forEach(({ value, name }, position) => {
    if (existing.has(value)) return;
    const attribute = em.create(Attribute, { type, value, position });
    for (const [language, text] of namedEntries(name))
      em.create(AttributeText, { attribute, language, name: text });
    created++;
  });
  return created;
}

async function seedModule(
  em: EntityManager,
  uuid: string,
  isPublished: boolean,
  names: Record<'module' | 'chapter' | 'section' | 'page', Names>,
): Promise<number> {
  if (await em.findOne(ContentModule, { uuid })) return 0;
  const module = em.create(ContentModule, { uuid, isPublished, category: 'sleep' });
  const chapter = em.create(Chapter, { module });
  const section = em.create(Section, { chapter });
  const page = em.create(Page, { section });
  for (const [language, name] of namedEntries(names.module))
    em.create(ModuleText, { module, language, name });
  for (const [language, name] of namedEntries(names.chapter))
    em.create(ChapterText, { chapter, language, name });
  for (const [language, name] of namedEntries(names.section))
    em.create(SectionText, { section, language, name });
  for (const [language, name] of namedEntries(names.page))
    em.create(PageText, { page, language, name, body: `<p>${name}</p>` });
  return 4;
}

function namedEntries(names: Names): [Language, string][] {
  return Object.entries(names) as [Language, string][];
}
