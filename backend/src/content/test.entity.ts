import {
  Collection,
  Entity,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { Section } from './section.entity';
import { TestText } from './test-text.entity';

/**
 * A test (questionnaire, e.g. PHQ-9): sections of pages whose questions have valued answer
 * options. Its score is computed on the server from the chosen options' values.
 */
@Entity({ tableName: 'tests' })
export class Test extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  /** Stable machine name for seeded instruments, e.g. `phq9`, `gad7`. */
  @Property({ type: 'string', length: 80, nullable: true })
  @Unique()
  code: (string & Opt) | null = null;

  @OneToMany(() => TestText, (text) => text.test, { orphanRemoval: true })
  texts = new Collection<TestText>(this);

  @OneToMany(() => Section, (section) => section.test, { orderBy: { position: 'asc' } })
  sections = new Collection<Section>(this);
}
