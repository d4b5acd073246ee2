import {
  Collection,
  Entity,
  Enum,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { Chapter } from './chapter.entity';
import { ModuleText } from './module-text.entity';
import { Test } from './test.entity';

export const MODULE_TYPES = ['module', 'assessment'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/**
 * A module of a program: treatment or self-study content (chapters → sections → pages), or an
 * assessment that runs a test and may repeat every `iterationDays`. Unpublished modules are
 * invisible to clients.
 */
@Entity({ tableName: 'modules' })
export class ContentModule extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Enum({ items: [...MODULE_TYPES], default: 'module' })
  type: ModuleType & Opt = 'module';

  /** Subject area, e.g. `depression`, `anxiety`, `sleep`, `stress`. */
  @Property({ type: 'string', length: 80, nullable: true })
  category: (string & Opt) | null = null;

  @Property({ type: 'boolean', default: false })
  isPublished: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  chatAvailable: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  billable: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  suggested: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  repeatable: boolean & Opt = false;

  /** Assessments: days between two runs. */
  @Property({ type: 'integer', nullable: true })
  iterationDays: (number & Opt) | null = null;

  /** Assessments: the test (questionnaire) the module runs. */
  @ManyToOne(() => Test, { nullable: true, deleteRule: 'set null', index: true })
  test: (Test & Opt) | null = null;

  @OneToMany(() => ModuleText, (text) => text.module, { orphanRemoval: true })
  texts = new Collection<ModuleText>(this);

  @OneToMany(() => Chapter, (chapter) => chapter.module, { orderBy: { position: 'asc' } })
  chapters = new Collection<Chapter>(this);
}
