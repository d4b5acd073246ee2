import { Entity, ManyToOne, type Rel } from '@mikro-orm/core';
import { Program } from 'src/programs/program.entity';
import { ProgramSubscription } from './program-subscription.entity';

/** A program held by a subscription (indexed by program: distribution finds subscriptions by it). */
@Entity({ tableName: 'program_subscription_programs' })
export class SubscriptionProgram {
  @ManyToOne(() => ProgramSubscription, { primary: true, deleteRule: 'cascade' })
  subscription!: Rel<ProgramSubscription>;

  @ManyToOne(() => Program, { primary: true, deleteRule: 'cascade', index: true })
  program!: Program;
}
