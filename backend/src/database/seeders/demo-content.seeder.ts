import { type EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES } from 'src/common/i18n/language';
import { AnswerOptionText } from 'src/content/answer-option-text.entity';
import { AnswerOption } from 'src/content/answer-option.entity';
import { ChapterText } from 'src/content/chapter-text.entity';
import { Chapter } from 'src/content/chapter.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { PageText } from 'src/content/page-text.entity';
import { type AnswerType, Page, type PageType } from 'src/content/page.entity';
import { QuestionText } from 'src/content/question-text.entity';
import { Question } from 'src/content/question.entity';
import { SectionText } from 'src/content/section-text.entity';
import { Section } from 'src/content/section.entity';
import { TestText } from 'src/content/test-text.entity';
import { Test } from 'src/content/test.entity';
import { ProgramModule } from 'src/programs/program-module.entity';
import { ProgramText } from 'src/programs/program-text.entity';
import { Program } from 'src/programs/program.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ReferenceIntervalText } from 'src/reports/reference-interval-text.entity';
import { ReferenceInterval } from 'src/reports/reference-interval.entity';
import { ReferenceTemplateText } from 'src/reports/reference-template-text.entity';
import { ReferenceTemplate } from 'src/reports/reference-template.entity';
import { ReportElementText } from 'src/reports/report-element-text.entity';
import { ReportElement } from 'src/reports/report-element.entity';
import { ReportTemplateText } from 'src/reports/report-template-text.entity';
import { ReportTemplate } from 'src/reports/report-template.entity';
import {
  INSTRUMENTS,
  FREQUENCY_OPTIONS,
  type InstrumentSeed,
  type Texts,
} from './demo-instruments.data';
import { DEMO_PROGRAMS, type DemoModule, type DemoProgram } from './demo-programs.data';

/**
 * PHQ-9 and GAD-7 as tests run by published assessment modules, each with a report template whose
 * combined-question element maps the sum of all items to the instrument's severity bands; then a
 * therapist-assisted iCBT program and a self-study program. Runs after the programs' reference
 * data (subscription models). Idempotent: each object is found by its code or fixed uuid.
 */
export async function seedDemoContent(em: EntityManager): Promise<number> {
  let created = 0;
  const assessments = new Map<string, ContentModule>();
  for (const instrument of INSTRUMENTS) {
    const [module, count] = await seedInstrument(em, instrument);
    assessments.set(instrument.code, module);
    created += count;
  }
  for (const program of Object.values(DEMO_PROGRAMS))
    created += await seedProgram(em, program, assessments);
  await em.flush();
  return created;
}

async function seedInstrument(
  em: EntityManager,
  seed: InstrumentSeed,
): Promise<[ContentModule, number]> {
  const existing = await em.findOne(ContentModule, { uuid: seed.moduleUuid });
  if (existing) return [existing, 0];
  const test = em.create(Test, { code: seed.code });
  texts(seed.name, (language, name) =>
    em.create(TestText, { test, language, name, description: seed.description[language] }),
  );
  const section = em.create(Section, { test, position: 0 });
  texts(seed.name, (language, name) => em.create(SectionText, { section, language, name }));
  const page = createPage(
    em,
    section,
    0,
    'questions',
    'single_choice',
    seed.name,
    seed.instruction,
  );
  page.questionnaireTemplate = 'likert_4';
  const questions = seed.items.map((item, position) =>
    createQuestion(em, page, position, item, FREQUENCY_OPTIONS, `${seed.code}_${position + 1}`),
  );
  if (seed.risk) {
    questions[seed.risk.item].isRiskItem = true;
    questions[seed.risk.item].riskThreshold = seed.risk.threshold;
  }
  const module = em.create(ContentModule, {
    uuid: seed.moduleUuid,
    type: 'assessment',
    category: seed.category,
    isPublished: true,
    repeatable: true,
    iterationDays: 14,
    test,
  });
  texts(seed.name, (language, name) =>
    em.create(ModuleText, { module, language, name, description: seed.description[language] }),
  );
  const reference = createReferenceTemplate(em, seed);
  createReport(em, seed, test, questions, reference);
  return [module, 1];
}

function createReferenceTemplate(em: EntityManager, seed: InstrumentSeed): ReferenceTemplate {
  const template = em.create(ReferenceTemplate, { uuid: seed.referenceUuid });
  texts(seed.name, (language, name) =>
    em.create(ReferenceTemplateText, { template, language, name }),
  );
  seed.bands.forEach((band, position) => {
    const interval = em.create(ReferenceInterval, {
      template,
      position,
      startValue: band.start,
      value: band.end,
      color: band.color,
    });
    texts(band.label, (language, label) =>
      em.create(ReferenceIntervalText, {
        interval,
        language,
        label,
        explanationText: band.explanation[language],
      }),
    );
  });
  return template;
}

function createReport(
  em: EntityManager,
  seed: InstrumentSeed,
  test: Test,
  questions: Question[],
  reference: ReferenceTemplate,
): void {
  const template = em.create(ReportTemplate, {
    uuid: seed.reportUuid,
    visibleToClient: true,
    test,
  });
  texts(seed.name, (language, name) =>
    em.create(ReportTemplateText, {
      template,
      language,
      name,
      description: seed.description[language],
    }),
  );
  const title = em.create(ReportElement, { template, position: 0, elementType: 'title' });
  texts({ sv: 'Ditt resultat', en: 'Your result' }, (language, name) =>
    em.create(ReportElementText, { element: title, language, name }),
  );
  const total = em.create(ReportElement, {
    template,
    position: 1,
    elementType: 'combined_question',
    referenceType: 'other',
    referenceTemplate: reference,
  });
  total.questions.set(questions);
  texts({ sv: 'Totalpoäng', en: 'Total score' }, (language, name) =>
    em.create(ReportElementText, {
      element: total,
      language,
      name,
      explanationText:
        language === 'sv'
          ? `Summan av alla ${questions.length} frågor (0–${questions.length * 3}).`
          : `The sum of all ${questions.length} questions (0–${questions.length * 3}).`,
    }),
  );
}

async function seedProgram(
  em: EntityManager,
  seed: DemoProgram,
  assessments: Map<string, ContentModule>,
): Promise<number> {
  if (await em.findOne(Program, { uuid: seed.uuid })) return 0;
  const subscriptionModel = await em.findOneOrFail(SubscriptionModel, {
    uuid: seed.subscriptionModelUuid,
  });
  const modules: ContentModule[] = [];
  for (const module of seed.modules) modules.push(await seedModule(em, module));
  const program = em.create(Program, {
    uuid: seed.uuid,
    durationDays: seed.durationDays,
    isTreatment: seed.isTreatment,
    subscriptionModel,
  });
  texts(seed.name, (language, name) =>
    em.create(ProgramText, {
      program,
      language,
      name,
      plainName: name,
      description: seed.description[language],
    }),
  );
  const items = [
    ...modules.map((module) => ({ module, kind: 'module' as const })),
    ...seed.assessments.map((code) => ({
      module: assessments.get(code) as ContentModule,
      kind: 'assessment' as const,
    })),
  ];
  items.forEach((item, position) => em.create(ProgramModule, { program, ...item, position }));
  return 1 + seed.modules.length;
}

/** A published module: one chapter and section, the content pages, then the question page. */
async function seedModule(em: EntityManager, seed: DemoModule): Promise<ContentModule> {
  const existing = await em.findOne(ContentModule, { uuid: seed.uuid });
  if (existing) return existing;
  const module = em.create(ContentModule, {
    uuid: seed.uuid,
    type: 'module',
    category: seed.category,
    isPublished: true,
    chatAvailable: true,
  });
  texts(seed.name, (language, name) =>
    em.create(ModuleText, { module, language, name, description: seed.description[language] }),
  );
  const chapter = em.create(Chapter, { module, position: 0 });
  texts(seed.chapter, (language, name) => em.create(ChapterText, { chapter, language, name }));
  const section = em.create(Section, { chapter, position: 0 });
  texts(seed.section, (language, name) => em.create(SectionText, { section, language, name }));
  seed.pages.forEach((page, position) =>
    createPage(em, section, position, 'content', null, page.name, page.body),
  );
  const { questionPage } = seed;
  const page = createPage(
    em,
    section,
    seed.pages.length,
    'questions',
    questionPage.answerType,
    questionPage.name,
    null,
  );
  page.therapistApprovalRequired = questionPage.therapistApprovalRequired ?? false;
  createQuestion(em, page, 0, questionPage.question, questionPage.options, null);
  return module;
}

function createPage(
  em: EntityManager,
  section: Section,
  position: number,
  pageType: PageType,
  answerType: AnswerType | null,
  name: Texts,
  body: Texts | null,
): Page {
  const page = em.create(Page, { section, position, pageType, answerType });
  texts(name, (language, text) =>
    em.create(PageText, { page, language, name: text, body: body?.[language] ?? null }),
  );
  return page;
}

function createQuestion(
  em: EntityManager,
  page: Page,
  position: number,
  text: Texts,
  options: { value: number; label: Texts }[],
  code: string | null,
): Question {
  const question = em.create(Question, { page, position, code });
  texts(text, (language, value) => em.create(QuestionText, { question, language, text: value }));
  options.forEach((option, index) => {
    const answer = em.create(AnswerOption, { question, position: index, value: option.value });
    texts(option.label, (language, label) =>
      em.create(AnswerOptionText, { option: answer, language, label }),
    );
  });
  return question;
}

function texts(values: Texts, create: (language: keyof Texts, text: string) => unknown): void {
  for (const language of LANGUAGES) create(language, values[language]);
}
