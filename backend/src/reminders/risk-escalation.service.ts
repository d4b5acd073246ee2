import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { JobProducer } from 'src/jobs/job-producer';
import { escalationVariants, RISK_FLAG_ID_TOKEN } from './reminder-mails';

/** A risk flag is escalated once it has waited this long unacknowledged. */
export const ESCALATE_AFTER_HOURS = 24;

export interface RiskEscalationResult {
  /** Flags escalated by this run. */
  escalated: number;
  /** The mails stored and queued (one per flag and admin). */
  mailIds: string[];
}

/**
 * Risk flags (PHQ-9 item 9 notifications) not acknowledged within 24 hours, each escalated once
 * (risk_flag_escalations, `on conflict do nothing`) in one statement: mailed to the admins of the
 * specialist's clinic company (members of a company of type clinic the specialist belongs to,
 * with the company-admin role or the clinic-admin role), or, where there is none, to the
 * platform's admins. The mail names no client, no answer and no specialist: it links to the flag's
 * screen by its id (RISK_FLAG_ID_TOKEN replaced per flag).
 */
const ESCALATION_SQL = `
with stale as (
  select n.id, n.recipient_id
    from notifications n
   where n.kind = 'risk_flag' and n.acknowledged_at is null
     and n.created_at <= ?::timestamptz - make_interval(hours => ?::int)
     and not exists (select 1 from risk_flag_escalations e where e.notification_id = n.id)
), clinic_admins as (
  select distinct s.id as notification_id, u.id as admin_id, 'clinic' as audience
    from stale s
    join company_members specialist on specialist.user_id = s.recipient_id
    join companies c on c.id = specialist.company_id and 'clinic' = any(c.types)
    join company_members cm on cm.company_id = c.id
    join users u on u.id = cm.user_id and u.blocked_at is null
   where (cm.company_role = 'company-admin' or u.role = 'clinic-admin')
     and u.id <> s.recipient_id
), targets as (
  select notification_id, admin_id, audience from clinic_admins
  union
  select s.id, u.id, 'platform'
    from stale s
    join users u on u.role = 'admin' and u.blocked_at is null
   where not exists (select 1 from clinic_admins ca where ca.notification_id = s.id)
), escalated as (
  insert into risk_flag_escalations (notification_id, recipients)
  select s.id, (select count(*) from targets t where t.notification_id = s.id)
    from stale s
  on conflict (notification_id) do nothing
  returning notification_id
), variants as (
  select * from jsonb_to_recordset(?::jsonb)
    as v(lang text, audience text, subject text, text text, html text)
), mailed as (
  insert into outgoing_mails (id, recipient, subject, text, html)
  select gen_random_uuid(), lower(u.email), v.subject,
         replace(v.text, ?, e.notification_id::text), replace(v.html, ?, e.notification_id::text)
    from escalated e
    join targets t on t.notification_id = e.notification_id
    join users u on u.id = t.admin_id
    join variants v on v.audience = t.audience
                   and v.lang = case when u.default_lang = 'en' then 'en' else 'sv' end
  returning id
)
select (select count(*) from escalated)::int as escalated,
       coalesce((select array_agg(id) from mailed), '{}') as mail_ids`;

/** Escalates risk flags left unacknowledged for 24 hours (see ESCALATION_SQL); idempotent. */
@Injectable()
export class RiskEscalation {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobProducer,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  async run(now: Date = new Date()): Promise<RiskEscalationResult> {
    const [row] = await this.em
      .getConnection()
      .execute<{ escalated: number; mail_ids: string[] }[]>(ESCALATION_SQL, [
        now.toISOString(),
        ESCALATE_AFTER_HOURS,
        JSON.stringify(
          escalationVariants(this.environment.CLIENT_WEB_URL, this.environment.CONSOLE_URL),
        ),
        RISK_FLAG_ID_TOKEN,
        RISK_FLAG_ID_TOKEN,
      ]);
    const mailIds = row?.mail_ids ?? [];
    // Urgent: sent at once, quiet hours or not. Stored first; the mail sweep re-queues on failure.
    await this.jobs.addBulk(
      'mail.send',
      mailIds.map((mailId) => ({ data: { mailId }, options: { jobId: mailId } })),
    );
    return { escalated: row?.escalated ?? 0, mailIds };
  }
}
