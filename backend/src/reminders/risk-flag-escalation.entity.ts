import { Entity, OneToOne, type Opt, Property } from '@mikro-orm/core';
import { Notification } from 'src/care-team/notification.entity';

/**
 * A risk flag left unacknowledged for 24 hours, mailed (without content) to the admins of the
 * specialist's clinic company, or the platform's admins. One row per flag, made with `on conflict
 * do nothing`: each flag is escalated once.
 */
@Entity({ tableName: 'risk_flag_escalations' })
export class RiskFlagEscalation {
  @OneToOne(() => Notification, { primary: true, deleteRule: 'cascade', owner: true })
  notification!: Notification;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  escalatedAt: Date & Opt = new Date();

  /** How many admins were mailed. */
  @Property({ type: 'integer', default: 0 })
  recipients: number & Opt = 0;
}
