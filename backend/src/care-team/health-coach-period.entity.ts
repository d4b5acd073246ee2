import { Check, Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/**
 * Who was a client's health coach, from when, until when (`users.health_coach_id` holds only
 * today's). Written by database triggers on `users` (Migration20261127203000), never by the
 * application, so no write path can forget it; the access log's care relation at the moment of a
 * read is looked up here (access-log-relations.ts). At most one open period per client.
 */
@Entity({ tableName: 'health_coach_periods' })
@Unique({
  name: 'health_coach_periods_open_unique',
  expression:
    'create unique index "health_coach_periods_open_unique" on "health_coach_periods" ("client_id") where "ended_at" is null',
})
@Check({
  name: 'health_coach_periods_order_check',
  expression: 'ended_at is null or ended_at >= started_at',
})
export class HealthCoachPeriod {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  client!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  coach!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  startedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt: (Date & Opt) | null = null;
}
