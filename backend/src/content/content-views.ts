import { type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { type AnswerOption } from './answer-option.entity';
import { type Chapter } from './chapter.entity';
import { type ContentModule } from './content-module.entity';
import { languagesOf, type LanguageUsed, localized, namedIn } from './localized';
import { type Page } from './page.entity';
import { ordered } from './positions';
import { type Question } from './question.entity';
import { type Section } from './section.entity';
import { type Test } from './test.entity';

/** An object in a list or tree: id, name in the language used, and whether that was a fallback. */
export type NamedNode = { id: number; name: string; position?: number } & LanguageUsed;

export interface ModuleView extends LanguageUsed {
  id: number;
  _id: number;
  uuid: string;
  type: ContentModule['type'];
  category: string | null;
  name: string;
  description: string | null;
  is_published: boolean;
  chat_available: boolean;
  billable: boolean;
  suggested: boolean;
  repeatable: boolean;
  iteration_days: number | null;
  test_id: number | null;
  test: NamedNode | null;
  languages: Language[];
  created_at: Date;
  updated_at: Date;
}

export interface ModuleDetail extends ModuleView {
  chapters: NamedNode[];
}

/** What every view of a module starts with: its ids and its name and description in a language. */
export interface ModuleHeading extends LanguageUsed {
  id: number;
  _id: number;
  uuid: string;
  name: string;
  description: string | null;
}

export function moduleHeading(module: ContentModule, language: Language): ModuleHeading {
  const picked = localized(module.texts, language);
  return {
    id: module.id,
    _id: module.id,
    uuid: module.uuid,
    name: picked.text?.name ?? '',
    description: picked.text?.description ?? null,
    language: picked.language,
    fallback: picked.fallback,
  };
}

export function moduleView(module: ContentModule, language: Language): ModuleView {
  return {
    ...moduleHeading(module, language),
    type: module.type,
    category: module.category,
    is_published: module.isPublished,
    chat_available: module.chatAvailable,
    billable: module.billable,
    suggested: module.suggested,
    repeatable: module.repeatable,
    iteration_days: module.iterationDays,
    test_id: module.test?.id ?? null,
    test: module.test ? { id: module.test.id, ...namedIn(module.test.texts, language) } : null,
    languages: languagesOf(module.texts),
    created_at: module.createdAt,
    updated_at: module.updatedAt,
  };
}

export function moduleDetail(module: ContentModule, language: Language): ModuleDetail {
  return {
    ...moduleView(module, language),
    chapters: ordered(module.chapters).map((chapter) => node(chapter, language)),
  };
}

export function node(
  item: { id: number; position: number; texts: Iterable<{ language: Language; name: string }> },
  language: Language,
): NamedNode {
  return { id: item.id, position: item.position, ...namedIn(item.texts, language) };
}

export interface ChapterView extends NamedNode {
  module_id: number;
  module: NamedNode;
  languages: Language[];
  sections: (NamedNode & { pages_count: number })[];
  /** "No sections available" in the asked language when there are none, else null. */
  empty_text: string | null;
}

export function chapterView(chapter: Chapter, language: Language): ChapterView {
  const sections = ordered(chapter.sections).map((section) => ({
    ...node(section, language),
    pages_count: section.pages.count(),
  }));
  return {
    ...node(chapter, language),
    module_id: chapter.module.id,
    module: { id: chapter.module.id, ...namedIn(chapter.module.texts, language) },
    languages: languagesOf(chapter.texts),
    sections,
    empty_text: sections.length ? null : translate({ key: 'content.noSections' }, language),
  };
}

export interface PageNode extends NamedNode {
  page_type: Page['pageType'];
}

export interface SectionView extends NamedNode {
  chapter_id: number | null;
  test_id: number | null;
  /** The chapter's module, for a section of module content. */
  module: NamedNode | null;
  chapter: NamedNode | null;
  test: NamedNode | null;
  languages: Language[];
  pages: PageNode[];
  /** "No pages available" in the asked language when there are none, else null. */
  empty_text: string | null;
}

export function pageNode(page: Page, language: Language): PageNode {
  return { ...node(page, language), page_type: page.pageType };
}

export function sectionView(section: Section, language: Language): SectionView {
  const { chapter, test } = section;
  const pages = ordered(section.pages).map((page) => pageNode(page, language));
  return {
    ...node(section, language),
    chapter_id: chapter?.id ?? null,
    test_id: test?.id ?? null,
    module: chapter ? { id: chapter.module.id, ...namedIn(chapter.module.texts, language) } : null,
    chapter: chapter ? node(chapter, language) : null,
    test: test ? { id: test.id, ...namedIn(test.texts, language) } : null,
    languages: languagesOf(section.texts),
    pages,
    empty_text: pages.length ? null : translate({ key: 'content.noPages' }, language),
  };
}

export interface AnswerOptionView extends LanguageUsed {
  id: number;
  label: string;
  value: number;
  is_correct: boolean;
  position: number;
}

export interface QuestionView extends LanguageUsed {
  id: number;
  text: string;
  code: string | null;
  required: boolean;
  reverse_scored: boolean;
  /** Marks a risk item (changed only with module/risk-item.update). */
  is_risk_item: boolean;
  /** The lowest answer value of a risk item that raises a risk flag. */
  risk_threshold: number;
  position: number;
  options: AnswerOptionView[];
}

export function optionView(option: AnswerOption, language: Language): AnswerOptionView {
  const picked = localized(option.texts, language);
  return {
    id: option.id,
    label: picked.text?.label ?? '',
    language: picked.language,
    fallback: picked.fallback,
    value: option.value,
    is_correct: option.isCorrect,
    position: option.position,
  };
}

export function questionView(question: Question, language: Language): QuestionView {
  const picked = localized(question.texts, language);
  return {
    id: question.id,
    text: picked.text?.text ?? '',
    language: picked.language,
    fallback: picked.fallback,
    code: question.code,
    required: question.required,
    reverse_scored: question.reverseScored,
    is_risk_item: question.isRiskItem,
    risk_threshold: question.riskThreshold,
    position: question.position,
    options: ordered(question.options).map((option) => optionView(option, language)),
  };
}

export interface PageView extends PageNode {
  section_id: number;
  body: string | null;
  answer_type: Page['answerType'];
  tool: string | null;
  questionnaire_template: string | null;
  report_read_mandatory: boolean;
  content_report_data: Record<string, unknown> | null;
  therapist_approval_required: boolean;
  languages: Language[];
  questions: QuestionView[];
}

/** A page with its questions (populated) and answer options. */
export function pageView(page: Page, language: Language): PageView {
  const picked = localized(page.texts, language);
  return {
    ...pageNode(page, language),
    body: picked.text?.body ?? null,
    section_id: page.section.id,
    answer_type: page.answerType,
    tool: page.tool,
    questionnaire_template: page.questionnaireTemplate,
    report_read_mandatory: page.reportReadMandatory,
    content_report_data: page.contentReportData,
    therapist_approval_required: page.therapistApprovalRequired,
    languages: languagesOf(page.texts),
    questions: page.questions.isInitialized()
      ? ordered(page.questions).map((question) => questionView(question, language))
      : [],
  };
}

export interface TestView extends LanguageUsed {
  id: number;
  _id: number;
  uuid: string;
  code: string | null;
  name: string;
  description: string | null;
  languages: Language[];
}

export interface TestDetail extends TestView {
  sections: (NamedNode & { pages: PageNode[]; empty_text: string | null })[];
  empty_text: string | null;
}

export function testView(test: Test, language: Language): TestView {
  const picked = localized(test.texts, language);
  return {
    id: test.id,
    _id: test.id,
    uuid: test.uuid,
    code: test.code,
    name: picked.text?.name ?? '',
    description: picked.text?.description ?? null,
    language: picked.language,
    fallback: picked.fallback,
    languages: languagesOf(test.texts),
  };
}

/** A test with its sections and their pages (populated). */
export function testDetail(test: Test, language: Language): TestDetail {
  const sections = ordered(test.sections).map((section) => {
    const pages = ordered(section.pages).map((page) => pageNode(page, language));
    return {
      ...node(section, language),
      pages,
      empty_text: pages.length ? null : translate({ key: 'content.noPages' }, language),
    };
  });
  return {
    ...testView(test, language),
    sections,
    empty_text: sections.length ? null : translate({ key: 'content.noSections' }, language),
  };
}
