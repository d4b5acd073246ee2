import {
  Collection,
  Entity,
  ManyToMany,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { ModuleGroup } from './module-group.entity';
import { ProgramModule } from './program-module.entity';
import { ProgramText } from './program-text.entity';
import { SubscriptionModel } from './subscription-model.entity';

/** A treatment or self-study program: an ordered set of modules and assessments. */
@Entity({ tableName: 'programs' })
export class Program extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'integer' })
  durationDays!: number;

  /** The program clients get by default (the content-creator list's "client default"). */
  @Property({ type: 'boolean', default: false })
  isDefault: boolean & Opt = false;

  /** Subscriptions get every module open at once, instead of one after another. */
  @Property({ type: 'boolean', default: false })
  openAllModules: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  isTreatment: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  hideInDigitalTreatment: boolean & Opt = false;

  @ManyToOne(() => SubscriptionModel, { deleteRule: 'restrict', index: true })
  subscriptionModel!: SubscriptionModel;

  /** The module groups this program grants (the editor's content permissions). */
  @ManyToMany(() => ModuleGroup, undefined, {
    pivotTable: 'program_content_permissions',
    joinColumn: 'program_id',
    inverseJoinColumn: 'module_group_id',
  })
  contentPermissions = new Collection<ModuleGroup>(this);

  @OneToMany(() => ProgramText, (text) => text.program, { orphanRemoval: true })
  texts = new Collection<ProgramText>(this);

  @OneToMany(() => ProgramModule, (item) => item.program, {
    orphanRemoval: true,
    orderBy: { position: 'asc' },
  })
  modules = new Collection<ProgramModule>(this);
}
