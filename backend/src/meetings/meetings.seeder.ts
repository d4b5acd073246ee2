import { type EntityManager } from '@mikro-orm/postgresql';
import { Product } from 'src/products/product.entity';
import { User } from 'src/users/user.entity';
import { Meeting } from './meeting.entity';

/** Fixed ids of the demo meetings, so links and browser tests can name them (/meeting/{ext}). */
export const DEMO_MEETINGS = {
  upcoming: { uuid: '3ee7a1c0-0000-4000-8000-0000000000e1', ext: 'sinnro-demo-upcoming' },
  ended: { uuid: '3ee7a1c0-0000-4000-8000-0000000000e2', ext: 'sinnro-demo-ended' },
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Two meetings between the demo client and the demo premium therapist: a 45-minute one two days
 * ahead and a 25-minute one that ended two days ago (not marked held, so the therapist can try
 * that). Idempotent by uuid; an upcoming one whose time has passed is moved two days ahead again
 * so the demo always has one to join.
 */
export async function seedDemoMeetings(em: EntityManager): Promise<number> {
  const client = await em.findOne(User, { email: 'client@example.com' });
  const therapist = await em.findOne(User, { email: 'therapist-premium@example.com' });
  if (!client || !therapist) return 0;
  // 10:00 (Swedish time in winter) two days ahead, and two days ago.
  const today = Math.floor(Date.now() / DAY) * DAY + 9 * HOUR;
  const plans = [
    { ...DEMO_MEETINGS.upcoming, startsAt: new Date(today + 2 * DAY), minutes: 45 },
    { ...DEMO_MEETINGS.ended, startsAt: new Date(today - 2 * DAY), minutes: 25 },
  ];
  let created = 0;
  for (const plan of plans) {
    const endsAt = new Date(plan.startsAt.getTime() + plan.minutes * 60_000);
    const existing = await em.findOne(Meeting, { uuid: plan.uuid });
    if (existing) {
      const stale =
        plan.uuid === DEMO_MEETINGS.upcoming.uuid &&
        existing.status === 'scheduled' &&
        existing.startsAt.getTime() <= Date.now();
      if (stale) Object.assign(existing, { startsAt: plan.startsAt, endsAt });
      continue;
    }
    const code = plan.minutes === 45 ? 'session_45' : 'therapist_call_25';
    em.create(Meeting, {
      uuid: plan.uuid,
      extMeetingId: plan.ext,
      specialist: therapist,
      client,
      startsAt: plan.startsAt,
      endsAt,
      durationMinutes: plan.minutes,
      product: await em.findOne(Product, { code }),
      createdByUuid: therapist.uuid,
    });
    created += 1;
  }
  await em.flush();
  return created;
}
