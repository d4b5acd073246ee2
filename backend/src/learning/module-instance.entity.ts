import { Check, Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Timestamped } from 'src/database/timestamps';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';

/**
 * One run through a module of a subscription (the specification's module instance). The newest
 * (highest `num`) is the active one; a completed one allows a new run when the module repeats.
 */
@Entity({ tableName: 'module_instances' })
@Unique({ properties: ['subscriptionModule', 'num'] })
@Check({
  name: 'module_instances_progress_check',
  expression: 'progress >= 0 and progress <= 100',
})
export class ModuleInstance extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => SubscriptionModule, { deleteRule: 'cascade' })
  subscriptionModule!: SubscriptionModule;

  /** 1 for the first run, then 2, 3, … */
  @Property({ type: 'integer' })
  num!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  startedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt: (Date & Opt) | null = null;

  /** Percent of the module's pages answered in this run, 0–100. */
  @Property({ type: 'smallint', default: 0 })
  progress: number & Opt = 0;
}
