import { randomUUID } from 'node:crypto';
import { Notification } from 'src/care-team/notification.entity';
import { Company } from 'src/companies/company.entity';
import { ESCALATION_EVERY_MS } from 'src/reminders/reminders.scheduler';
import { type User } from 'src/users/user.entity';
import { type CaughtMail } from '../support/mail-catcher';
import { type RemindersPlatform, startRemindersPlatform } from '../support/reminders-platform';
import { answerRiskItem, riskAssessment, subscribeTo } from '../support/risk-assessment';
import { UserFixtures } from '../support/user-fixtures';

const HOUR = 3600 * 1000;
const SUBJECT_SV = 'En notis med hög prioritet har inte kvitterats';

describe('risk flags unacknowledged for 24 hours are mailed to admins, once per flag', () => {
  let platform: RemindersPlatform;
  let users: UserFixtures;

  const sql = <T>(query: string, params: unknown[] = []) =>
    platform.api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const person = (role: User['role'], tag: string) =>
    users.user({
      email: `escalate-${tag}-${randomUUID().slice(0, 8)}@example.test`,
      firstName: 'Eskalera',
      lastName: 'Testsson',
      role,
    });
  /** A risk flag to the specialist about the client, raised `hoursAgo` hours ago. */
  async function flag(
    specialist: User,
    client: User,
    hoursAgo: number,
    acknowledged = false,
  ): Promise<number> {
    const em = platform.api.orm.em.fork();
    const made = em.create(Notification, {
      recipient: specialist.id,
      client: client.id,
      kind: 'risk_flag',
      priority: 'high',
      payload: { question_id: 1, option_id: 2 },
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
      acknowledgedAt: acknowledged ? new Date() : null,
    });
    await em.flush();
    return made.id;
  }
  const mailsTo = async (email: string): Promise<CaughtMail[]> =>
    (await platform.catcher.inbox()).filter((mail) =>
      mail.to.some((to) => to.address === email.toLowerCase()),
    );
  const escalations = (ids: number[]) =>
    sql<{ notification_id: number; recipients: number }>(
      `select notification_id, recipients from risk_flag_escalations
        where notification_id = any(?::int[]) order by notification_id`,
      [`{${ids.join(',')}}`],
    );

  beforeAll(async () => {
    platform = await startRemindersPlatform({ REMINDER_QUIET_HOURS: 'off' });
    users = new UserFixtures(platform.api);
  });
  afterAll(async () => {
    await users.cleanUp();
    await platform.close();
  });

  it('is checked every 15 minutes once the worker starts', async () => {
    expect(await platform.reminders.getJobScheduler('reminders.escalate-risk-flags')).toMatchObject(
      { every: ESCALATION_EVERY_MS, name: 'reminders.escalate-risk-flags' },
    );
  });

  it('mails the admins of the specialist’s clinic company, else the platform’s admins, once per flag and without content', async () => {
    const { company: clinic } = await users.company(`Kliniken ${randomUUID().slice(0, 6)}`, []);
    const em = platform.api.orm.em.fork();
    await em.nativeUpdate(Company, { id: clinic.id }, { types: ['clinic'] });
    const { company: employer } = await users.company(
      `Arbetsgivare ${randomUUID().slice(0, 6)}`,
      [],
    );

    const clinicTherapist = await person('clinic-therapist', 'therapist');
    const clinicAdmin = await person('clinic-admin', 'clinicadmin');
    const companyAdmin = await person('client', 'companyadmin');
    const colleague = await person('clinic-therapist', 'colleague');
    await users.member(clinicTherapist.id, clinic.uuid);
    await users.member(clinicAdmin.id, clinic.uuid);
    await users.member(companyAdmin.id, clinic.uuid, { companyRole: 'company-admin' });
    await users.member(colleague.id, clinic.uuid);

    // A therapist of an employer only (no clinic): the platform's admins are told.
    const premium = await person('therapist-premium', 'premium');
    const employerAdmin = await person('client', 'employeradmin');
    await users.member(premium.id, employer.uuid);
    await users.member(employerAdmin.id, employer.uuid, { companyRole: 'company-admin' });
    const platformAdmin = await person('admin', 'platformadmin');

    const client = await person('client', 'client');
    const clinicFlag = await flag(clinicTherapist, client, 25);
    const platformFlag = await flag(premium, client, 30);
    const fresh = await flag(clinicTherapist, client, 23);
    const acknowledged = await flag(premium, client, 48, true);

    await Promise.all([
      platform.run('reminders.escalate-risk-flags', `escalate-a-${randomUUID()}`),
      platform.run('reminders.escalate-risk-flags', `escalate-b-${randomUUID()}`),
    ]);
    await platform.run('reminders.escalate-risk-flags', `escalate-c-${randomUUID()}`);

    const told = [clinicAdmin, companyAdmin, platformAdmin];
    for (const admin of told) {
      await platform.catcher.waitFor((mail) =>
        mail.to.some((to) => to.address === admin.email.toLowerCase()),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const admin of told) expect(await mailsTo(admin.email)).toHaveLength(1);
    // The demo admin is a platform admin too.
    expect(
      (await mailsTo('admin@example.com')).filter((mail) => mail.subject === SUBJECT_SV),
    ).toHaveLength(1);
    for (const nobody of [clinicTherapist, colleague, premium, employerAdmin, client]) {
      expect(await mailsTo(nobody.email)).toEqual([]);
    }

    const rows = await escalations([clinicFlag, platformFlag, fresh, acknowledged]);
    expect(rows.map((row) => row.notification_id)).toEqual([clinicFlag, platformFlag]);
    expect(rows[0].recipients).toBe(2);
    expect(rows[1].recipients).toBeGreaterThanOrEqual(2);

    const [clinicMail] = await mailsTo(clinicAdmin.email);
    const [platformMail] = await mailsTo(platformAdmin.email);
    expect(clinicMail.subject).toBe(SUBJECT_SV);
    // Each mail links to its flag's screen, by the flag's id only.
    expect(clinicMail.text).toContain(
      `${platform.environment.CLIENT_WEB_URL}/risk-flags/${clinicFlag}`,
    );
    expect(platformMail.text).toContain(
      `${platform.environment.CONSOLE_URL}/risk-flags/${platformFlag}`,
    );
    for (const mail of [clinicMail, platformMail]) {
      const all = `${mail.subject}\n${mail.text}`;
      for (const secret of ['Eskalera', 'Testsson', client.email, 'PHQ', 'självskada', 'död']) {
        expect(all).not.toContain(secret);
      }
    }

    // Acknowledged later or not: an escalated flag is not mailed again.
    await platform.run('reminders.escalate-risk-flags', `escalate-d-${randomUUID()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(clinicAdmin.email)).toHaveLength(1);

    // The fresh flag once it is 24 hours old.
    await sql(`update notifications set created_at = now() - interval '25 hours' where id = ?`, [
      fresh,
    ]);
    await platform.run('reminders.escalate-risk-flags', `escalate-e-${randomUUID()}`);
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await mailsTo(clinicAdmin.email)).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await mailsTo(clinicAdmin.email)).toHaveLength(2);
    expect(await escalations([fresh])).toEqual([{ notification_id: fresh, recipients: 2 }]);
  });

  it('sends the risk flag of a client with no specialist to the default health coach, and escalates it after 24 hours as any flag', async () => {
    const assessment = await riskAssessment(platform.api, 'escalate');
    try {
      const client = await users.user(
        {
          email: `escalate-alone-${randomUUID().slice(0, 8)}@example.test`,
          firstName: 'Ensam',
          lastName: 'Testsson',
          role: 'client',
        },
        { withPassword: true },
      );
      const subscription = await subscribeTo(platform.api, client, assessment);
      const coach = await users.as('admin@example.com', 'GET', '/api/users/get-default-hc');
      expect(coach.statusCode).toBe(200);
      const defaultCoach = coach.json<{ id: number; uuid: string } | null>();
      expect(defaultCoach).not.toBeNull();

      const saved = await answerRiskItem(users, client, subscription, assessment, 3);
      expect(saved.status).toBe(200);
      expect(saved.body.crisis_message).toContain('112');

      const flags = await sql<{ id: number; recipient_id: number; kind: string; priority: string }>(
        'select id, recipient_id, kind, priority from notifications where client_id = ?',
        [client.id],
      );
      expect(flags).toEqual([
        expect.objectContaining({
          recipient_id: defaultCoach!.id,
          kind: 'risk_flag',
          priority: 'high',
        }),
      ]);
      const [audited] = await sql<{ details: Record<string, unknown> }>(
        `select details from audit_events where event = 'notification.risk_flag' and subject_id = ?`,
        [String(flags[0].id)],
      );
      expect(audited.details).toMatchObject({
        route: 'default-hc',
        recipientUuid: defaultCoach!.uuid,
      });
      const [{ email: coachEmail }] = await sql<{ email: string }>(
        'select email from users where id = ?',
        [defaultCoach!.id],
      );
      const listed = await users.as(coachEmail, 'GET', '/api/notifications');
      expect(listed.json<{ id: number }[]>().map((row) => row.id)).toContain(flags[0].id);

      // 25 hours on, unacknowledged: the escalation runs for it as for any flag.
      await sql(`update notifications set created_at = now() - interval '25 hours' where id = ?`, [
        flags[0].id,
      ]);
      await platform.run('reminders.escalate-risk-flags', `escalate-alone-${randomUUID()}`);
      const [escalated] = await escalations([flags[0].id]);
      expect(escalated).toMatchObject({ notification_id: flags[0].id });
      expect(escalated.recipients).toBeGreaterThanOrEqual(1);
    } finally {
      await users.cleanUp();
      await assessment.remove();
    }
  });
});
