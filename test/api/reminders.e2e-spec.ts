import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Environment } from 'src/config/environment';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { JobProducer } from 'src/jobs/job-producer';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ReminderScan } from 'src/reminders/reminder-scan.service';
import { REMINDERS_EVERY_MS } from 'src/reminders/reminders.scheduler';
import { stockholmDay, stockholmMoment } from 'src/reminders/stockholm-time';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type SubscriptionStatus } from 'src/subscriptions/subscription-statuses';
import { type User } from 'src/users/user.entity';
import { type CaughtMail } from '../support/mail-catcher';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { type RemindersPlatform, startRemindersPlatform } from '../support/reminders-platform';
import { UserFixtures } from '../support/user-fixtures';

const DAY = 24 * 3600 * 1000;

/** How a fixture client's one module stands. */
interface Situation {
  module: 'phq9' | 'plain';
  status?: SubscriptionStatus;
  endDate?: string | null;
  /** Days since the module was made available to the client. */
  availableDaysAgo?: number;
  /** The newest instance: started and last answered so many days ago, completed or not. */
  instance?: { startedDaysAgo: number; answeredDaysAgo?: number; completedDaysAgo?: number };
  language?: 'sv' | 'en';
}

describe('the reminders worker: one content-free mail per client and due day', () => {
  let platform: RemindersPlatform;
  let users: UserFixtures;
  let phq9: ContentModule;
  let plain: ContentModule;
  const today = stockholmDay(new Date());

  const sql = <T>(query: string, params: unknown[] = []) =>
    platform.api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const ago = (days: number) => new Date(Date.now() - days * DAY);

  /** A client with one subscription holding one module, in the situation given. */
  async function client(tag: string, situation: Situation): Promise<User> {
    const user = await users.user({
      email: `remind-${tag}-${randomUUID().slice(0, 8)}@example.test`,
      firstName: 'Påminn',
      lastName: 'Testsson',
      defaultLang: situation.language ?? 'sv',
    });
    const em = platform.api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const subscription = em.create(ProgramSubscription, {
      user: user.id,
      subscriptionModel: model,
      status: situation.status ?? 'active',
      endDate: situation.endDate ?? null,
    });
    const available = ago(situation.availableDaysAgo ?? 0);
    const item = em.create(SubscriptionModule, {
      subscription,
      module: situation.module === 'phq9' ? phq9 : plain,
      position: 0,
      isOpen: true,
      createdAt: available,
      updatedAt: available,
    });
    await em.flush();
    if (situation.instance) {
      const { startedDaysAgo, answeredDaysAgo, completedDaysAgo } = situation.instance;
      const [instance] = await sql<{ id: number }>(
        `insert into module_instances (subscription_module_id, num, started_at, completed_at)
         values (?, 1, ?, ?) returning id`,
        [
          item.id,
          ago(startedDaysAgo),
          completedDaysAgo === undefined ? null : ago(completedDaysAgo),
        ],
      );
      if (answeredDaysAgo !== undefined) {
        const [page] = await sql<{ id: number }>('select id from pages order by id limit 1');
        await sql(
          'insert into instance_pages (instance_id, page_id, answered_at) values (?, ?, ?)',
          [instance.id, page.id, ago(answeredDaysAgo)],
        );
      }
    }
    return user;
  }

  const mailsTo = async (user: User): Promise<CaughtMail[]> =>
    (await platform.catcher.inbox()).filter((mail) =>
      mail.to.some((to) => to.address === user.email.toLowerCase()),
    );
  const recorded = (user: User) =>
    sql<{ due_on: string; reason: string }>(
      `select to_char(due_on, 'YYYY-MM-DD') as due_on, reason from reminders_sent
        where user_id = ? order by due_on`,
      [user.id],
    );
  /** A scan as the worker runs it, with other settings and the clock at `now`. */
  const scanWith = (settings: Partial<Environment>, now: Date) =>
    new ReminderScan(
      platform.worker.get(EntityManager).fork(),
      platform.worker.get(JobProducer),
      Object.assign(new Environment(), platform.environment, settings),
    ).run(now);

  beforeAll(async () => {
    platform = await startRemindersPlatform({ REMINDER_QUIET_HOURS: 'off' });
    users = new UserFixtures(platform.api);
    const em = platform.api.orm.em.fork();
    phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    plain = em.create(ContentModule, { isPublished: true, category: 'sleep' });
    em.create(ModuleText, { module: plain, language: 'sv', name: 'Sömnskolan' });
    await em.flush();
  });
  afterAll(async () => {
    await users.cleanUp();
    await sql('delete from modules where id = ?', [plain.id]);
    await platform.close();
  });

  it('is scheduled hourly when the worker starts', async () => {
    expect(await platform.reminders.getJobScheduler('reminders.scan')).toMatchObject({
      every: REMINDERS_EVERY_MS,
      name: 'reminders.scan',
    });
  });

  it('run twice for the same day mails each due client once, with no health content; inactive subscriptions get nothing', async () => {
    const neverStarted = await client('never', { module: 'phq9' });
    const repetitionDue = await client('repeat', {
      module: 'phq9',
      availableDaysAgo: 40,
      instance: { startedDaysAgo: 20, completedDaysAgo: 20 },
      language: 'en',
    });
    const idle = await client('idle', {
      module: 'plain',
      availableDaysAgo: 30,
      instance: { startedDaysAgo: 12, answeredDaysAgo: 10 },
    });
    const notYet = await client('notyet', {
      module: 'phq9',
      availableDaysAgo: 40,
      instance: { startedDaysAgo: 3, completedDaysAgo: 3 },
    });
    const expired = await client('expired', { module: 'phq9', status: 'expired' });
    const ended = await client('ended', { module: 'phq9', status: 'ended' });
    const pastEnd = await client('pastend', {
      module: 'phq9',
      endDate: stockholmDay(ago(1)),
    });

    await Promise.all([
      platform.run('reminders.scan', `scan-a-${randomUUID()}`),
      platform.run('reminders.scan', `scan-b-${randomUUID()}`),
    ]);
    await platform.run('reminders.scan', `scan-c-${randomUUID()}`);

    const due = [neverStarted, repetitionDue, idle];
    for (const user of due) {
      await platform.catcher.waitFor((mail) =>
        mail.to.some((to) => to.address === user.email.toLowerCase()),
      );
    }
    // Let anything sent twice arrive too before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const user of due) expect(await mailsTo(user)).toHaveLength(1);
    for (const user of [notYet, expired, ended, pastEnd]) {
      expect(await mailsTo(user)).toEqual([]);
      expect(await recorded(user)).toEqual([]);
    }

    expect(await recorded(neverStarted)).toEqual([{ due_on: today, reason: 'assessment_due' }]);
    expect(await recorded(repetitionDue)).toEqual([
      { due_on: stockholmDay(new Date(ago(20).getTime() + 14 * DAY)), reason: 'assessment_due' },
    ]);
    expect(await recorded(idle)).toEqual([
      { due_on: stockholmDay(new Date(ago(10).getTime() + 7 * DAY)), reason: 'module_idle' },
    ]);

    const [swedish] = await mailsTo(neverStarted);
    expect(swedish.subject).toBe('Du har något som väntar på Sinnro');
    expect(swedish.text).toContain(`${platform.environment.CLIENT_WEB_URL}/client/dashboard`);
    const [english] = await mailsTo(repetitionDue);
    expect(english.subject).toBe('You have something waiting on Sinnro');
    for (const mail of [swedish, english, ...(await mailsTo(idle))]) {
      const all = `${mail.subject}\n${mail.text}`;
      for (const health of [
        'PHQ',
        'Sömnskolan',
        'nedstämdhet',
        'depression',
        'bedömning',
        'Påminn',
      ]) {
        expect(all).not.toContain(health);
      }
    }
  });

  it('reminds of a module left idle REMINDER_IDLE_DAYS after its last answer, or unopened that long', async () => {
    const busy = await client('busy', {
      module: 'plain',
      availableDaysAgo: 30,
      instance: { startedDaysAgo: 12, answeredDaysAgo: 2 },
    });
    const unopened = await client('unopened', { module: 'plain', availableDaysAgo: 4 });
    const done = await client('done', {
      module: 'plain',
      availableDaysAgo: 30,
      instance: { startedDaysAgo: 20, answeredDaysAgo: 19, completedDaysAgo: 19 },
    });
    const now = new Date();

    // The default: 7 days. The busy client answered 2 days ago, the unopened one got it 4 days ago.
    await scanWith({}, now);
    expect(await recorded(busy)).toEqual([]);
    expect(await recorded(unopened)).toEqual([]);

    // With 3 idle days the unopened module is due (4 days), the busy one not yet (2 days).
    const result = await scanWith({ REMINDER_IDLE_DAYS: 3 }, now);
    expect(await recorded(unopened)).toEqual([
      { due_on: stockholmDay(new Date(ago(4).getTime() + 3 * DAY)), reason: 'module_idle' },
    ]);
    expect(await recorded(busy)).toEqual([]);
    // A completed module is never idle.
    expect(await recorded(done)).toEqual([]);
    // Others of the shared database may be due with 3 days too: the unopened client is among them.
    const recipients = await sql<{ recipient: string }>(
      'select recipient from outgoing_mails where id = any(?::uuid[])',
      [`{${result.mailIds.join(',')}}`],
    );
    expect(recipients.map((row) => row.recipient)).toContain(unopened.email.toLowerCase());
    expect(recipients.map((row) => row.recipient)).not.toContain(busy.email.toLowerCase());
    await platform.catcher.waitFor((mail) =>
      mail.to.some((to) => to.address === unopened.email.toLowerCase()),
    );
  });

  it('reminds nobody blocked, nor of a temporary subscription, a locked module or a closed one', async () => {
    const blocked = await client('blocked', { module: 'phq9' });
    await sql('update users set blocked_at = now() where id = ?', [blocked.id]);
    const temporary = await client('temporary', { module: 'phq9' });
    await sql('update program_subscriptions set temporary = true where user_id = ?', [
      temporary.id,
    ]);
    const locked = await client('locked', { module: 'phq9' });
    const closed = await client('closed', { module: 'phq9' });
    await sql(
      `update subscription_modules set is_open = false where subscription_id in
         (select id from program_subscriptions where user_id = ?)`,
      [locked.id],
    );
    await sql(
      `update subscription_modules set module_status = 0 where subscription_id in
         (select id from program_subscriptions where user_id = ?)`,
      [closed.id],
    );
    const result = await scanWith({}, new Date());
    for (const user of [blocked, temporary, locked, closed]) {
      expect(await recorded(user)).toEqual([]);
    }
    const recipients = await sql<{ recipient: string }>(
      'select recipient from outgoing_mails where id = any(?::uuid[])',
      [`{${result.mailIds.join(',')}}`],
    );
    for (const user of [blocked, temporary, locked, closed]) {
      expect(recipients.map((row) => row.recipient)).not.toContain(user.email.toLowerCase());
    }
  });

  it('delays the mails of a scan in quiet hours (21-08 Stockholm) until 08:00', async () => {
    const late = await client('late', { module: 'phq9' });
    // 22:30 in Stockholm today: the mail waits until 08:00 tomorrow.
    const evening = new Date(stockholmMoment(today, 22).getTime() + 30 * 60 * 1000);
    const result = await scanWith({ REMINDER_QUIET_HOURS: '21-08' }, evening);
    const tomorrowMorning = stockholmMoment(stockholmDay(new Date(evening.getTime() + DAY)), 8);
    expect(result.delayMs).toBe(tomorrowMorning.getTime() - evening.getTime());
    expect(result.delayMs).toBeGreaterThanOrEqual(9.5 * 3600 * 1000);
    expect(result.mailIds).toHaveLength(1);
    const job = await platform.mail.getJob(result.mailIds[0]);
    expect(job?.data).toEqual({ mailId: result.mailIds[0] });
    expect(await job?.getState()).toBe('delayed');
    expect(job?.opts.delay).toBe(result.delayMs);
    // The mail is stored, not sent, and a scan again the same day adds nothing.
    const [stored] = await sql<{ sent_at: string | null }>(
      'select sent_at from outgoing_mails where id = ?',
      [result.mailIds[0]],
    );
    expect(stored.sent_at).toBeNull();
    const again = await scanWith({ REMINDER_QUIET_HOURS: '21-08' }, evening);
    expect(again.mailIds).toEqual([]);
    expect(await mailsTo(late)).toEqual([]);
    await job?.remove();

    // At 08:00 nothing waits.
    const morning = await scanWith({ REMINDER_QUIET_HOURS: '21-08' }, stockholmMoment(today, 8));
    expect(morning.delayMs).toBe(0);
  });
});
