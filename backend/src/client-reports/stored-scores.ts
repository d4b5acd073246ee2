import { type EntityManager } from '@mikro-orm/postgresql';
import { QuestionAnswer } from 'src/learning/question-answer.entity';
import { ReportTemplate } from 'src/reports/report-template.entity';
import { GeneratedReport } from './generated-report.entity';
import { elementScore } from './report-builder';
import { chosenOptions, ruleQuestion } from './scoring-rule';

/** One frozen element score the scoring rule would now give differently. */
export interface StoredScoreChange {
  reportId: number;
  clientUuid: string;
  templateId: number;
  /** The report's frozen name (the template's name when the report was built). */
  reportName: string | null;
  /** The element's position in the report (0-based) and frozen name. */
  position: number;
  elementName: string | null;
  oldScore: number | null;
  newScore: number | null;
}

/** An element as frozen in the report, or as the rule scores it today. */
export interface ElementScoreAt {
  position: number;
  elementType: string;
  score: number | null;
}

export interface ReportIdentity {
  reportId: number;
  clientUuid: string;
  templateId: number;
  reportName: string | null;
}

/**
 * The elements whose frozen score differs from today's, matched by position. An element whose
 * type differs (the template was edited since the report was built) is not compared: its frozen
 * score answered another question.
 */
export function scoreChanges(
  report: ReportIdentity,
  frozen: readonly (ElementScoreAt & { name: string | null })[],
  today: readonly ElementScoreAt[],
): StoredScoreChange[] {
  const byPosition = new Map(today.map((element) => [element.position, element]));
  return frozen.flatMap((element) => {
    const now = byPosition.get(element.position);
    if (!now || now.elementType !== element.elementType || now.score === element.score) return [];
    return [
      {
        ...report,
        position: element.position,
        elementName: element.name,
        oldScore: element.score,
        newScore: now.score,
      },
    ];
  });
}

const BATCH = 200;

/**
 * Every stored generated report whose frozen score the one scoring rule (scoring-rule.ts) would
 * now change: each report of a template that still exists is scored again from the instance's
 * stored answers and today's template, as the report builder would build it, and compared with
 * what was frozen. Reads only; reports keep their frozen texts and scores.
 */
export async function storedScoreChanges(em: EntityManager): Promise<StoredScoreChange[]> {
  const changes: StoredScoreChange[] = [];
  let after = 0;
  for (;;) {
    const reports = await em.find(
      GeneratedReport,
      { id: { $gt: after }, template: { $ne: null } },
      { populate: ['client', 'elements'], orderBy: { id: 'asc' }, limit: BATCH },
    );
    if (reports.length === 0) break;
    const templateIds = [...new Set(reports.map((report) => report.template?.id as number))];
    const templates = new Map(
      (
        await em.find(
          ReportTemplate,
          { id: { $in: templateIds } },
          {
            strategy: 'select-in',
            populate: [
              'elements.question.options',
              'elements.question.page',
              'elements.questions.options',
              'elements.questions.page',
              'elements.referenceTemplate.intervals',
            ],
          },
        )
      ).map((template) => [template.id, template]),
    );
    const answers = await em.find(QuestionAnswer, {
      instance: { $in: reports.map((report) => report.moduleInstance.id) },
    });
    for (const report of reports) {
      const template = templates.get(report.template?.id as number);
      if (!template) continue;
      const chosen = chosenOptions(
        answers.filter((answer) => answer.instance.id === report.moduleInstance.id),
      );
      const today = template.elements.getItems().map((element, position) => {
        const questions =
          element.elementType === 'single_question'
            ? element.question
              ? [element.question]
              : []
            : element.elementType === 'combined_question'
              ? element.questions.getItems()
              : [];
        const intervals =
          element.referenceType === 'other'
            ? (element.referenceTemplate?.intervals.getItems() ?? [])
            : [];
        const score =
          questions.length === 0
            ? null
            : elementScore(questions.map(ruleQuestion), chosen, intervals).score;
        return { position, elementType: element.elementType, score };
      });
      changes.push(
        ...scoreChanges(
          {
            reportId: report.id,
            clientUuid: report.client.uuid,
            templateId: template.id,
            reportName: report.name,
          },
          report.elements.getItems().map((element) => ({
            position: element.position,
            elementType: element.elementType,
            name: element.name,
            score: element.score,
          })),
          today,
        ),
      );
    }
    after = reports[reports.length - 1]?.id ?? after;
    em.clear();
  }
  return changes;
}
