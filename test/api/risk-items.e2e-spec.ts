import { randomUUID } from 'node:crypto';
import { type LightMyRequestResponse } from 'fastify';
import { type User } from 'src/users/user.entity';
import {
  answerRiskItem,
  type RiskAssessment,
  riskAssessment,
  subscribeTo,
} from '../support/risk-assessment';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

const CC = 'cc@example.com';
const ADMIN = 'admin@example.com';
const FORBIDDEN_SV = 'Bara den som har behörighet att ändra riskfrågor';
const FORBIDDEN_EN = 'Only someone allowed to change risk items';
const LAST_SV =
  'Ändringen skulle lämna en publicerad modul eller ett publicerat test utan riskfråga';
const LAST_EN = 'The change would leave a published module or test without a risk item';

interface QuestionBody {
  id: number;
  code: string | null;
  is_risk_item: boolean;
  risk_threshold: number;
}

/**
 * Risk items (PHQ-9 item 9) are marked by a protected property of their own: a content creator
 * can no longer switch risk detection off (by the code, the marker, the threshold, the options'
 * values, the page's answer type or a delete); an admin holding module/risk-item.update can, each
 * change audited, but never leave a published module without a risk item.
 */
describe('risk items: detection by a protected marker, changed only with its own permission', () => {
  let api: TestApp;
  let users: UserFixtures;
  let assessment: RiskAssessment;
  const extra: RiskAssessment[] = [];

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language: 'sv' | 'en' = 'en',
  ) => users.as(email, method, url, { payload, language });
  const message = (response: LightMyRequestResponse) =>
    response.json<{ message: string }>().message;
  const client = (tag: string): Promise<User> =>
    users.user(
      {
        email: `risk-${tag}-${randomUUID().slice(0, 8)}@example.test`,
        firstName: 'Risk',
        lastName: 'Testsson',
        role: 'client',
      },
      { withPassword: true },
    );
  /** A new client answers the risk item with `value`: whether a flag was raised for them. */
  async function flagsFor(target: RiskAssessment, value: number) {
    const person = await client(`answer${value}`);
    const subscription = await subscribeTo(api, person, target);
    const saved = await answerRiskItem(users, person, subscription, target, value);
    expect(saved.status).toBe(200);
    const rows = await sql<{ id: number }>(
      `select id from notifications where client_id = ? and kind = 'risk_flag'`,
      [person.id],
    );
    return { crisis: saved.body.crisis_message, flags: rows.length };
  }
  const riskAudit = (questionId: number) =>
    sql<{ event: string; actor_uuid: string; details: Record<string, unknown> }>(
      `select event, actor_uuid, details from audit_events
        where subject_type = 'question' and subject_id = ? and event like 'question.risk-item.%'
        order by id`,
      [String(questionId)],
    );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    users = new UserFixtures(api);
    assessment = await riskAssessment(api, 'riskitems');
  });
  afterAll(async () => {
    await users.cleanUp();
    for (const made of [assessment, ...extra]) await made.remove();
    await api.close();
  });

  it('marks the seeded PHQ-9 item 9 as the risk item (flagging any answer above 0) and no other seeded question', async () => {
    const rows = await sql<{ code: string; risk_threshold: number }>(
      `select q.code, q.risk_threshold from questions q
         join pages p on p.id = q.page_id join sections s on s.id = p.section_id
         join tests t on t.id = s.test_id
        where t.code in ('phq9', 'gad7') and q.is_risk_item`,
    );
    expect(rows).toEqual([{ code: 'phq9_9', risk_threshold: 1 }]);
  });

  it('keeps detecting after a content creator renames the risk item’s code (PUT {"code":"x"})', async () => {
    const renamed = await as(CC, 'PUT', `/api/question/${assessment.riskQuestionId}/sv`, {
      code: 'x',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<QuestionBody>()).toMatchObject({
      code: 'x',
      is_risk_item: true,
      risk_threshold: 1,
    });
    const answered = await flagsFor(assessment, 3);
    expect(answered.flags).toBe(1);
    expect(answered.crisis).toContain('112');
    // A calm answer raises nothing.
    expect(await flagsFor(assessment, 0)).toEqual({ crisis: null, flags: 0 });
  });

  it('refuses a content creator every change that could switch detection off (403, in the caller’s language)', async () => {
    const question = `/api/question/${assessment.riskQuestionId}`;
    const [riskNone, riskLow] = assessment.options[assessment.riskQuestionId];
    const attempts: [string, 'PUT' | 'POST' | 'DELETE', string, object?][] = [
      ['unmark', 'PUT', `${question}/sv`, { is_risk_item: false }],
      ['raise the threshold', 'PUT', `${question}/en`, { risk_threshold: 4 }],
      ['zero an option', 'PUT', `/api/answer-option/${riskLow}/sv`, { value: 0 }],
      [
        'add an option',
        'POST',
        '/api/answer-option',
        {
          question_id: assessment.riskQuestionId,
          label: 'Ny',
          value: 9,
        },
      ],
      ['delete an option', 'DELETE', `/api/answer-option/${riskNone}`],
      ['retype the page', 'PUT', `/api/page/${assessment.pageId}/sv`, { answer_type: 'text' }],
      ['delete the question', 'DELETE', question],
      ['delete the page', 'DELETE', `/api/page/${assessment.pageId}`],
    ];
    for (const [what, method, url, payload] of attempts) {
      const refused = await as(CC, method, url, payload, 'sv');
      expect({ what, status: refused.statusCode }).toEqual({ what, status: 403 });
      expect(message(refused)).toContain(FORBIDDEN_SV);
    }
    const english = await as(CC, 'PUT', `${question}/en`, { is_risk_item: false });
    expect(message(english)).toContain(FORBIDDEN_EN);
    // Marking another question is refused as well.
    const mark = await as(CC, 'PUT', `/api/question/${assessment.calmQuestionId}/sv`, {
      is_risk_item: true,
    });
    expect(mark.statusCode).toBe(403);
    // Sending the marker unchanged (a whole record sent back) is no change: allowed.
    const same = await as(CC, 'PUT', `${question}/sv`, {
      is_risk_item: true,
      risk_threshold: 1,
      text: 'Tankar på att det vore bättre om du vore död',
    });
    expect(same.statusCode).toBe(200);

    const [row] = await sql<{ is_risk_item: boolean; risk_threshold: number }>(
      'select is_risk_item, risk_threshold from questions where id = ?',
      [assessment.riskQuestionId],
    );
    expect(row).toEqual({ is_risk_item: true, risk_threshold: 1 });
    const values = await sql<{ value: number }>(
      'select value from answer_options where question_id = ? order by position',
      [assessment.riskQuestionId],
    );
    expect(values.map((option) => option.value)).toEqual([0, 1, 2, 3]);
    expect(await riskAudit(assessment.riskQuestionId)).toEqual([]);
    expect((await flagsFor(assessment, 1)).flags).toBe(1);
  });

  it('lets an admin with the permission change the marker, audited under the admin', async () => {
    const raised = await as(ADMIN, 'PUT', `/api/question/${assessment.riskQuestionId}/sv`, {
      risk_threshold: 2,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<QuestionBody>()).toMatchObject({ is_risk_item: true, risk_threshold: 2 });
    expect((await flagsFor(assessment, 1)).flags).toBe(0);
    expect((await flagsFor(assessment, 2)).flags).toBe(1);

    const marked = await as(ADMIN, 'PUT', `/api/question/${assessment.calmQuestionId}/sv`, {
      is_risk_item: true,
    });
    expect(marked.statusCode).toBe(200);
    const [admin] = await sql<{ uuid: string }>('select uuid from users where email = ?', [ADMIN]);
    expect(await riskAudit(assessment.riskQuestionId)).toEqual([
      {
        event: 'question.risk-item.update',
        actor_uuid: admin.uuid,
        details: { risk_threshold: { from: 1, to: 2 } },
      },
    ]);
    expect(await riskAudit(assessment.calmQuestionId)).toEqual([
      expect.objectContaining({
        event: 'question.risk-item.update',
        details: { is_risk_item: { from: false, to: true } },
      }),
    ]);
    // Two risk items: one of them may go.
    const unmarked = await as(ADMIN, 'PUT', `/api/question/${assessment.calmQuestionId}/sv`, {
      is_risk_item: false,
    });
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json<QuestionBody>().is_risk_item).toBe(false);
    const restored = await as(ADMIN, 'PUT', `/api/question/${assessment.riskQuestionId}/sv`, {
      risk_threshold: 1,
    });
    expect(restored.statusCode).toBe(200);
  });

  it('refuses even an admin a change that leaves a published risk test without a risk item (409)', async () => {
    const question = `/api/question/${assessment.riskQuestionId}`;
    const attempts: [string, 'PUT' | 'DELETE', string, object?][] = [
      ['unmark', 'PUT', `${question}/sv`, { is_risk_item: false }],
      ['delete the question', 'DELETE', question],
      ['delete the page', 'DELETE', `/api/page/${assessment.pageId}`],
    ];
    for (const [what, method, url, payload] of attempts) {
      const refused = await as(ADMIN, method, url, payload, 'sv');
      expect({ what, status: refused.statusCode }).toEqual({ what, status: 409 });
      expect(message(refused)).toContain(LAST_SV);
    }
    const english = await as(ADMIN, 'DELETE', question);
    expect(message(english)).toContain(LAST_EN);
    expect((await flagsFor(assessment, 3)).flags).toBe(1);

    // Two risk items unmarked at once: one goes, the other is refused (the check is serialised).
    const calm = `/api/question/${assessment.calmQuestionId}/sv`;
    expect((await as(ADMIN, 'PUT', calm, { is_risk_item: true })).statusCode).toBe(200);
    const raced = await Promise.all(
      [question, `/api/question/${assessment.calmQuestionId}`].map((url) =>
        as(ADMIN, 'PUT', `${url}/sv`, { is_risk_item: false }),
      ),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [left] = await sql<{ n: number }>(
      'select count(*)::int as n from questions where page_id = ? and is_risk_item',
      [assessment.pageId],
    );
    expect(left.n).toBe(1);
    await sql('update questions set is_risk_item = (id = ?) where page_id = ?', [
      assessment.riskQuestionId,
      assessment.pageId,
    ]);

    // Unpublished, the risk item may go (the admin's choice, audited).
    const draft = await riskAssessment(api, 'riskdraft');
    extra.push(draft);
    await sql('update modules set is_published = false where id = ?', [draft.moduleId]);
    const gone = await as(ADMIN, 'DELETE', `/api/page/${draft.pageId}`);
    expect(gone.statusCode).toBe(200);
    expect(await riskAudit(draft.riskQuestionId)).toEqual([
      expect.objectContaining({
        event: 'question.risk-item.remove',
        details: { with: 'page', page_id: draft.pageId },
      }),
    ]);
  });

  it('treats swapping a published risk assessment’s test as a risk-item change', async () => {
    const plain = await as(CC, 'POST', '/api/test', { name: `riskitems plain ${randomUUID()}` });
    expect(plain.statusCode).toBe(201);
    const plainId = plain.json<{ id: number }>().id;
    const url = `/api/modules/${assessment.moduleId}/sv`;
    try {
      const byCc = await as(CC, 'PUT', url, { test_id: plainId }, 'sv');
      expect(byCc.statusCode).toBe(403);
      expect(message(byCc)).toContain(FORBIDDEN_SV);
      const byAdmin = await as(ADMIN, 'PUT', url, { test_id: plainId });
      expect(byAdmin.statusCode).toBe(409);
      expect(message(byAdmin)).toContain(LAST_EN);
      const [module] = await sql<{ test_id: number }>('select test_id from modules where id = ?', [
        assessment.moduleId,
      ]);
      expect(module.test_id).toBe(assessment.testId);
    } finally {
      await sql('delete from tests where id = ?', [plainId]);
    }
  });

  it('copies a page’s risk marker for holders of the permission only', async () => {
    const [section] = await sql<{ section_id: number }>(
      'select section_id from pages where id = ?',
      [assessment.pageId],
    );
    const copy = async (email: string) => {
      const response = await as(email, 'POST', '/api/pages/copy', {
        page_id: assessment.pageId,
        section_id: section.section_id,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number; questions: QuestionBody[] }>();
    };
    const byCc = await copy(CC);
    expect(byCc.questions.map((item) => item.is_risk_item)).toEqual([false, false]);
    const byAdmin = await copy(ADMIN);
    expect(byAdmin.questions.map((item) => item.is_risk_item)).toEqual([false, true]);
    // The content creator's plain copy may go; the admin's copy is one of two risk items.
    expect((await as(CC, 'DELETE', `/api/page/${byCc.id}`)).statusCode).toBe(200);
    expect((await as(ADMIN, 'DELETE', `/api/page/${byAdmin.id}`)).statusCode).toBe(200);
  });
});
