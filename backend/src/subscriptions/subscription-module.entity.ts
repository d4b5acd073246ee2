import {
  Check,
  Entity,
  ManyToOne,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import { ContentModule } from 'src/content/content-module.entity';
import { Timestamped } from 'src/database/timestamps';
import { ProgramSubscription } from './program-subscription.entity';
import { MODULE_STATUS_ACTIVE } from './subscription-statuses';

/**
 * A module in a user's subscription: its place, whether it is open or locked, its status and
 * progress. Unique per subscription and module, so adding a module twice is a no-op.
 */
@Entity({ tableName: 'subscription_modules' })
@Unique({ properties: ['subscription', 'module'] })
@Check({
  name: 'subscription_modules_progress_check',
  expression: 'progress >= 0 and progress <= 100',
})
export class SubscriptionModule extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ProgramSubscription, { deleteRule: 'cascade' })
  subscription!: Rel<ProgramSubscription>;

  /** A module in use by subscriptions cannot be deleted (no foreign key cascade). */
  @ManyToOne(() => ContentModule, { deleteRule: 'restrict', index: true })
  module!: ContentModule;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'boolean', default: false })
  isOpen: boolean & Opt = false;

  @Property({ type: 'smallint', default: MODULE_STATUS_ACTIVE })
  moduleStatus: number & Opt = MODULE_STATUS_ACTIVE;

  /** Percent done, 0–100. */
  @Property({ type: 'smallint', default: 0 })
  progress: number & Opt = 0;
}
