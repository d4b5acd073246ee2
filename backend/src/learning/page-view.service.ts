import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Language } from 'src/common/i18n/language';
import { localized } from 'src/content/localized';
import { Page } from 'src/content/page.entity';
import { joinChoices } from './answer-checks';
import { type AnswerView, type PageContentView } from './learning-views';
import { type ModuleInstance } from './module-instance.entity';
import { type OutlinePage } from './module-outline';
import { type DonePage } from './player-state';
import { QuestionAnswer } from './question-answer.entity';

/** A page with its questions and options in a language (Swedish fallback, flagged), and answers. */
@Injectable()
export class PageViewService {
  constructor(private readonly em: EntityManager) {}

  async view(
    outline: OutlinePage,
    instance: ModuleInstance | null,
    done: DonePage | undefined,
    lang: Language,
  ): Promise<PageContentView> {
    const page = await this.em.findOneOrFail(Page, outline.id, {
      populate: ['texts', 'questions.texts', 'questions.options.texts'],
    });
    const answers = instance
      ? await this.em.find(QuestionAnswer, {
          instance,
          question: { $in: page.questions.getItems().map((question) => question.id) },
        })
      : [];
    const answerOf = new Map(answers.map((answer) => [answer.question.id, answer]));
    const text = localized(page.texts, lang);
    return {
      id: page.id,
      chapter_id: outline.chapterId,
      section_id: outline.sectionId,
      position: page.position,
      page_type: page.pageType,
      answer_type: page.answerType,
      tool: page.tool,
      name: text.text?.name ?? '',
      body: text.text?.body ?? null,
      language: text.language,
      fallback: text.fallback,
      therapist_approval_required: page.therapistApprovalRequired,
      report_read_mandatory: page.reportReadMandatory,
      answered: done !== undefined,
      approved_at: done?.approvedAt ?? null,
      questions: byPosition(page.questions.getItems()).map((question) => {
        const questionText = localized(question.texts, lang);
        const options = byPosition(question.options.getItems()).map((option) => {
          const label = localized(option.texts, lang);
          return {
            id: option.id,
            position: option.position,
            value: option.value,
            label: label.text?.label ?? '',
            language: label.language,
            fallback: label.fallback,
          };
        });
        const answer = answerOf.get(question.id);
        return {
          id: question.id,
          code: question.code,
          position: question.position,
          required: question.required,
          text: questionText.text?.text ?? '',
          language: questionText.language,
          fallback: questionText.fallback,
          options,
          answer: answer ? answerView(answer, options) : null,
        };
      }),
    };
  }
}

function answerView(
  answer: QuestionAnswer,
  options: readonly { id: number; label: string }[],
): AnswerView {
  const labels = (answer.optionIds ?? []).map(
    (id) => options.find((option) => option.id === id)?.label ?? '',
  );
  return {
    option_ids: answer.optionIds,
    answer_text: answer.optionIds ? joinChoices(labels) : null,
    text: answer.textValue,
    number: answer.numberValue,
    date: answer.dateValue,
    answered_at: answer.answeredAt,
  };
}

/**
 * In authored order, whatever order the ORM loaded them in: a collection already in the identity
 * map keeps the order of its first load, and clients pick answers by index.
 */
function byPosition<T extends { position: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.id - b.id);
}
