import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FEW_DAYS_LEFT, todayUtc, TRIAL_DAYS } from './subscription-dates';

export interface ExpiryResult {
  /** Active subscriptions past their end date, now `expired`. */
  expired: number;
  /** Active subscriptions with fewer than FEW_DAYS_LEFT days left, flagged for the first time. */
  flagged: number;
}

/**
 * Expires and flags subscriptions for all users at once, in one statement. A subscription ends on
 * its end date (a trial without one on its start date + TRIAL_DAYS) and is expired from the day
 * after, as effectiveStatus() shows it. From FEW_DAYS_LEFT - 1 days before the end it is flagged
 * once: `few_days_left_notified_at` holds the moment, and only a flag from before the current end
 * date's window (the end date was extended since) lets it be flagged again. A second run changes
 * nothing; each update re-checks its row's status, so runs at the same time do not count twice.
 */
@Injectable()
export class SubscriptionExpiry {
  constructor(private readonly em: EntityManager) {}

  async run(today: string = todayUtc()): Promise<ExpiryResult> {
    const [row] = await this.em.execute<{ expired: string; flagged: string }[]>(
      `with due as (
         select id, coalesce(end_date, case when is_trial then start_date + ?::int end) as ends
           from program_subscriptions
          where status = 'active'
       ), expired as (
         update program_subscriptions s set status = 'expired', updated_at = now()
           from due
          where s.id = due.id and s.status = 'active' and due.ends < ?::date
         returning s.id
       ), flagged as (
         update program_subscriptions s set few_days_left_notified_at = now()
           from due
          where s.id = due.id and s.status = 'active'
            and due.ends >= ?::date and due.ends - ?::date < ?::int
            and (s.few_days_left_notified_at is null
                 or s.few_days_left_notified_at
                    < (due.ends - (?::int - 1))::timestamp at time zone 'UTC')
         returning s.id
       )
       select (select count(*) from expired) as expired, (select count(*) from flagged) as flagged`,
      [TRIAL_DAYS, today, today, today, FEW_DAYS_LEFT, FEW_DAYS_LEFT],
    );
    return { expired: Number(row?.expired ?? 0), flagged: Number(row?.flagged ?? 0) };
  }
}
