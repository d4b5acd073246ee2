import { storedScoreChanges } from 'src/client-reports/stored-scores';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

const DEMO_CLIENT = 'client@example.com';

describe('Review of stored scores: frozen report scores the one scoring rule would now change', () => {
  let api: TestApp;
  let client: User;
  let total: { report_id: number; element_id: number; position: number; score: number };
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    client = await api.orm.em.fork().findOneOrFail(User, { email: DEMO_CLIENT });
    [total] = await sql<typeof total>(
      `select e.report_id, e.id as element_id, e.position, e.score
         from generated_report_elements e
         join generated_reports r on r.id = e.report_id
         join report_templates t on t.id = r.template_id
        where r.client_id = ? and t.uuid = ? and e.element_type = 'combined_question'`,
      [client.id, PHQ9.reportUuid],
    );
  });

  afterAll(async () => {
    await api.close();
  });

  it('finds nothing to review in reports the rule built', async () => {
    expect(total.score).toBe(10);
    expect(await storedScoreChanges(api.orm.em.fork())).toEqual([]);
  });

  it('lists a frozen score the rule would now give differently, and changes nothing', async () => {
    await sql('update generated_report_elements set score = 15 where id = ?', [total.element_id]);
    try {
      const changes = await storedScoreChanges(api.orm.em.fork());
      expect(changes).toEqual([
        expect.objectContaining({
          reportId: total.report_id,
          clientUuid: client.uuid,
          position: total.position,
          oldScore: 15,
          newScore: 10,
        }),
      ]);
      const [kept] = await sql<{ score: number }>(
        'select score from generated_report_elements where id = ?',
        [total.element_id],
      );
      expect(kept.score).toBe(15);
    } finally {
      await sql('update generated_report_elements set score = ? where id = ?', [
        total.score,
        total.element_id,
      ]);
    }
  });
});
