import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { ContentAudit, type ContentKind } from './content-audit.service';
import { type Question } from './question.entity';

/** What holds risk items: each kind's delete takes the risk items under it along. */
export type RiskHolder = Exclude<ContentKind, 'answer-option'>;

const UNDER_PAGE = `select q.id from questions q where q.is_risk_item and q.page_id in`;
const PAGES_OF_SECTIONS = `select p.id from pages p where p.section_id in`;

/** The risk items under one object (the id is the query's one parameter). */
const RISK_ITEMS_UNDER: Record<RiskHolder, string> = {
  question: `select q.id from questions q where q.is_risk_item and q.id = ?`,
  page: `${UNDER_PAGE} (?)`,
  section: `${UNDER_PAGE} (${PAGES_OF_SECTIONS} (?))`,
  chapter: `${UNDER_PAGE} (${PAGES_OF_SECTIONS} (select s.id from sections s where s.chapter_id = ?))`,
  test: `${UNDER_PAGE} (${PAGES_OF_SECTIONS} (select s.id from sections s where s.test_id = ?))`,
  module: `${UNDER_PAGE} (${PAGES_OF_SECTIONS} (select s.id from sections s
    join chapters c on c.id = s.chapter_id where c.module_id = ?))`,
};

/**
 * Published modules every one of whose risk items is among those leaving (the one parameter, an
 * int array): through the module's test (an assessment) or its chapters.
 */
const LEFT_WITHOUT_RISK_ITEM = `
with risk as (
  select m.id as module_id, q.id as question_id
    from modules m
    join sections s on s.test_id = m.test_id
    join pages p on p.section_id = s.id
    join questions q on q.page_id = p.id and q.is_risk_item
   where m.is_published
  union all
  select m.id, q.id
    from modules m
    join chapters c on c.module_id = m.id
    join sections s on s.chapter_id = c.id
    join pages p on p.section_id = s.id
    join questions q on q.page_id = p.id and q.is_risk_item
   where m.is_published
)
select module_id from risk group by module_id having bool_and(question_id = any(?::int[]))`;

/** Serialises changes that remove risk items, so two cannot each leave the other's module bare. */
const RISK_ITEM_LOCK = `select pg_advisory_xact_lock(hashtext('sinnro:risk-items'))`;

export const RISK_ITEM_PERMISSION = { action: 'update', resource: 'module/risk-item' } as const;

/** A change of a question's risk marker, as audited. */
export interface RiskChange {
  is_risk_item?: { from: boolean; to: boolean };
  risk_threshold?: { from: number; to: number };
}

/**
 * Risk items (questions whose answers raise risk flags, e.g. PHQ-9 item 9) are marked by a
 * property of their own. Marking, unmarking, their threshold, their options' values and removing
 * them need `module/risk-item.update` (admins), not the authoring grant; each such change is
 * audited; and no change may leave a published module (or the test it runs) without a risk item
 * when it had one.
 */
@Injectable()
export class RiskItems {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: ContentAudit,
  ) {}

  /** 403 (typed) unless the caller may change risk items. */
  assertMayChange(caller: CallerAccess): void {
    if (!this.mayChange(caller)) throw ApiException.forbidden('content.riskItemForbidden');
  }

  mayChange(caller: CallerAccess): boolean {
    return caller.canAtAll(RISK_ITEM_PERMISSION.action, RISK_ITEM_PERMISSION.resource);
  }

  /** The marker fields sent that differ from the question's (null: the marker is untouched). */
  changeOf(
    question: Pick<Question, 'isRiskItem' | 'riskThreshold'>,
    sent: { is_risk_item?: boolean; risk_threshold?: number },
  ): RiskChange | null {
    const change: RiskChange = {};
    if (sent.is_risk_item !== undefined && sent.is_risk_item !== question.isRiskItem)
      change.is_risk_item = { from: question.isRiskItem, to: sent.is_risk_item };
    if (sent.risk_threshold !== undefined && sent.risk_threshold !== question.riskThreshold)
      change.risk_threshold = { from: question.riskThreshold, to: sent.risk_threshold };
    return Object.keys(change).length > 0 ? change : null;
  }

  /** Audits a change of a question's risk marker (or of its options' values). */
  recorded(
    caller: CallerAccess,
    questionId: number,
    change: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.edited(caller, 'question', questionId, `risk-item.${change}`, details);
  }

  /** The ids of the risk items under an object (a question: itself, when marked). */
  async under(holder: RiskHolder, id: number): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(RISK_ITEMS_UNDER[holder], [id]);
    return rows.map((row) => row.id);
  }

  /**
   * A module's test changes: taking away a test with risk items needs the permission, and a
   * published module may not get a test without any in its place (409). Answers the risk items
   * taken away, for `recordTestSwap` once the change is saved.
   */
  async assertTestSwap(
    caller: CallerAccess,
    module: { isPublished: boolean },
    fromTestId: number | null,
    toTestId: number | null,
  ): Promise<number[]> {
    if (fromTestId === null || fromTestId === toTestId) return [];
    const leaving = await this.under('test', fromTestId);
    if (leaving.length === 0) return [];
    this.assertMayChange(caller);
    const coming = toTestId === null ? [] : await this.under('test', toTestId);
    if (module.isPublished && coming.length === 0)
      throw ApiException.conflict('content.lastRiskItem');
    return leaving;
  }

  async recordTestSwap(
    caller: CallerAccess,
    leaving: number[],
    details: { module_id: number; from_test_id: number | null; to_test_id: number | null },
  ): Promise<void> {
    for (const questionId of leaving) await this.recorded(caller, questionId, 'test-swap', details);
  }

  /** Whether the question is a risk item (for changes reaching it through an answer option). */
  async isRiskItem(questionId: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(RISK_ITEMS_UNDER.question, [questionId]);
    return rows.length > 0;
  }

  /**
   * Within the caller's transaction (the lock is held to its end): 409 (typed) when taking these risk items away would leave a
   * published module without any. Holds a transaction lock so that concurrent removals see each
   * other.
   */
  async assertKept(leaving: number[]): Promise<void> {
    if (leaving.length === 0) return;
    await this.em.execute(RISK_ITEM_LOCK);
    const bare = await this.em.execute<{ module_id: number }[]>(LEFT_WITHOUT_RISK_ITEM, [
      `{${leaving.join(',')}}`,
    ]);
    if (bare.length > 0) throw ApiException.conflict('content.lastRiskItem');
  }

  /**
   * Runs a delete of `holder` `id` in one transaction with the checks: when it takes risk items
   * along, the caller needs the risk-item permission and no published module may be left without
   * one; the risk items removed are audited.
   */
  async removing<T>(
    caller: CallerAccess,
    holder: RiskHolder,
    id: number,
    remove: () => Promise<T>,
    { checkPublished = true }: { checkPublished?: boolean } = {},
  ): Promise<T> {
    return this.em.transactional(async () => {
      const leaving = await this.under(holder, id);
      if (leaving.length > 0) {
        this.assertMayChange(caller);
        if (checkPublished) await this.assertKept(leaving);
      }
      const result = await remove();
      for (const questionId of leaving)
        await this.recorded(caller, questionId, 'remove', { with: holder, [`${holder}_id`]: id });
      return result;
    });
  }
}
