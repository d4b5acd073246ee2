import {
  Collection,
  Entity,
  Enum,
  ManyToMany,
  ManyToOne,
  OneToMany,
  OneToOne,
  type Opt,
  PrimaryKey,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { Program } from 'src/programs/program.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { User } from 'src/users/user.entity';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './subscription-statuses';
import { SubscriptionModule } from './subscription-module.entity';
import { SubscriptionProgram } from './subscription-program.entity';

/** A user's subscription to one or more programs under one subscription model. */
@Entity({ tableName: 'program_subscriptions' })
export class ProgramSubscription extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @ManyToOne(() => SubscriptionModel, { deleteRule: 'restrict', index: true })
  subscriptionModel!: SubscriptionModel;

  @Enum({ items: [...SUBSCRIPTION_STATUSES], default: 'active', index: true })
  status: SubscriptionStatus & Opt = 'active';

  /** The first day (UTC); null on subscriptions made before start dates were kept. */
  @Property({ type: 'date', nullable: true })
  startDate: (string & Opt) | null = null;

  @Property({ type: 'date', nullable: true })
  endDate: (string & Opt) | null = null;

  /** A client's own subscription without payment: a 30-day trial. */
  @Property({ type: 'boolean', default: false })
  isTrial: boolean & Opt = false;

  /**
   * Made for a user not yet activated (invited, no login yet): shown on the edit-temp screens
   * until the user activates their account; a real subscription all along.
   */
  @Property({ type: 'boolean', default: false })
  temporary: boolean & Opt = false;

  /**
   * The paid payment record that bought this subscription (or turned the client's trial into it);
   * null for trials and for subscriptions a care provider gave. Unique: a record buys once.
   */
  @OneToOne(() => PaymentRecord, { owner: true, nullable: true, deleteRule: 'set null' })
  paymentRecord: (Rel<PaymentRecord> & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt: (Date & Opt) | null = null;

  /** When the treatment was ended (status `ended`, irreversible). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt: (Date & Opt) | null = null;

  /**
   * When the expiry job found the subscription active with fewer than 3 days left; it flags each
   * end date once (a flag from before an extension's window does not count).
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  fewDaysLeftNotifiedAt: (Date & Opt) | null = null;

  /** The `value` of the end_treatment attribute given as reason. */
  @Property({ type: 'string', length: 80, nullable: true })
  endReason: (string & Opt) | null = null;

  /** The optional comment of whoever ended the treatment. */
  @Property({ type: 'text', nullable: true })
  endComment: (string & Opt) | null = null;

  /** Deleting a program is refused while an active subscription holds it (see ProgramsService). */
  @ManyToMany({ entity: () => Program, pivotEntity: () => SubscriptionProgram })
  programs = new Collection<Program>(this);

  @OneToMany(() => SubscriptionModule, (item) => item.subscription, {
    orderBy: { position: 'asc' },
  })
  modules = new Collection<SubscriptionModule>(this);
}
