import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { JobProducer } from 'src/jobs/job-producer';
import { TRIAL_DAYS } from 'src/subscriptions/subscription-dates';
import { MODULE_STATUS_ACTIVE } from 'src/subscriptions/subscription-statuses';
import { reminderVariants } from './reminder-mails';
import {
  parseQuietHours,
  PLATFORM_TIME_ZONE,
  quietHoursDelay,
  stockholmDay,
} from './stockholm-time';

export interface ReminderScanResult {
  /** The Stockholm day the scan ran for. */
  today: string;
  /** Clients mailed by this run (each once). */
  mailed: number;
  /** How long their mails wait for quiet hours to end (0 outside quiet hours). */
  delayMs: number;
  /** The mails' ids (each queued on `mail` with its id as job id). */
  mailIds: string[];
}

/**
 * What is due, per client and Stockholm day, for every client at once (one statement):
 *
 * - an assessment never started is due the day it became available; after a completed
 *   repetition, `iteration_days` after its completion;
 * - an open module never started is due `REMINDER_IDLE_DAYS` after it became available; a started
 *   instance not completed (module or assessment) that many days after its last answer.
 *
 * Only open, active, published modules of active subscriptions count (not past their end date, a
 * trial not past its 30 days, not temporary), for users not blocked. Each (client, due day) up to
 * today is recorded once in reminders_sent (unique; `on conflict do nothing`), and the clients
 * with a newly recorded day get one stored mail in their language, in the same statement.
 */
const SCAN_SQL = `
with live as (
  select s.id, s.user_id
    from program_subscriptions s
   where s.status = 'active' and not s.temporary
     and coalesce(s.end_date,
                  case when s.is_trial then s.start_date + ?::int end,
                  'infinity'::date) >= ?::date
), items as (
  select l.user_id, sm.id as item_id, sm.updated_at as available_since, m.type, m.iteration_days
    from live l
    join subscription_modules sm on sm.subscription_id = l.id
    join modules m on m.id = sm.module_id
   where sm.is_open and sm.module_status = ? and m.is_published
), newest as (
  select distinct on (i.subscription_module_id)
         i.subscription_module_id, i.id, i.started_at, i.completed_at
    from module_instances i
    join items on items.item_id = i.subscription_module_id
   order by i.subscription_module_id, i.num desc
), due as (
  select it.user_id,
         case
           when n.id is null and it.type = 'assessment'
             then (it.available_since at time zone ?)::date
           when n.id is null
             then (it.available_since at time zone ?)::date + ?::int
           when n.completed_at is not null and it.type = 'assessment' and it.iteration_days > 0
             then (n.completed_at at time zone ?)::date + it.iteration_days
           when n.completed_at is null
             then (greatest(n.started_at,
                            (select max(p.answered_at) from instance_pages p
                              where p.instance_id = n.id)) at time zone ?)::date + ?::int
         end as due_on,
         case when it.type = 'assessment' and (n.id is null or n.completed_at is not null)
              then 'assessment_due' else 'module_idle' end as reason
    from items it
    left join newest n on n.subscription_module_id = it.item_id
), pairs as (
  select d.user_id, d.due_on, min(d.reason) as reason
    from due d
    join users u on u.id = d.user_id and u.blocked_at is null
   where d.due_on <= ?::date
   group by d.user_id, d.due_on
), recorded as (
  insert into reminders_sent (user_id, due_on, reason)
  select user_id, due_on, reason from pairs
  on conflict (user_id, due_on) do nothing
  returning user_id
), variants as (
  select * from jsonb_to_recordset(?::jsonb)
    as v(lang text, audience text, subject text, text text, html text)
), mailed as (
  insert into outgoing_mails (id, recipient, subject, text, html)
  select gen_random_uuid(), lower(u.email), v.subject, v.text, v.html
    from (select distinct user_id from recorded) r
    join users u on u.id = r.user_id
    join variants v on v.lang = case when u.default_lang = 'en' then 'en' else 'sv' end
  returning id
)
select id from mailed`;

/**
 * The reminders scan: finds, for all clients in one SQL statement, what is due (see SCAN_SQL),
 * records each client's due days once and stores one content-free reminder mail per client that
 * got a new due day; then queues those mails on `mail` in one call, delayed to 08:00 Stockholm
 * time when the scan runs in quiet hours. Running it again the same day mails nobody again.
 */
@Injectable()
export class ReminderScan {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobProducer,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  async run(now: Date = new Date()): Promise<ReminderScanResult> {
    const today = stockholmDay(now);
    const idle = this.environment.REMINDER_IDLE_DAYS;
    const zone = PLATFORM_TIME_ZONE;
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>(SCAN_SQL, [
        TRIAL_DAYS,
        today,
        MODULE_STATUS_ACTIVE,
        zone,
        zone,
        idle,
        zone,
        zone,
        idle,
        today,
        JSON.stringify(reminderVariants(this.environment.CLIENT_WEB_URL)),
      ]);
    const mailIds = rows.map((row) => row.id);
    const delayMs = quietHoursDelay(now, parseQuietHours(this.environment.REMINDER_QUIET_HOURS));
    // Stored first, queued after: if Redis fails here, the mail sweep queues them again.
    await this.jobs.addBulk(
      'mail.send',
      mailIds.map((mailId) => ({ data: { mailId }, options: { jobId: mailId, delay: delayMs } })),
    );
    return { today, mailed: mailIds.length, delayMs, mailIds };
  }
}
