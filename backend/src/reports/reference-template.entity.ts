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
import { ReferenceInterval } from './reference-interval.entity';
import { ReferenceTemplateText } from './reference-template-text.entity';

/**
 * A scale that maps a score to a band (e.g. PHQ-9 minimal … severe): ordered, contiguous,
 * non-overlapping intervals, each with a label, colour and explanation per language.
 */
@Entity({ tableName: 'reference_templates' })
export class ReferenceTemplate extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @OneToMany(() => ReferenceTemplateText, (text) => text.template, { orphanRemoval: true })
  texts = new Collection<ReferenceTemplateText>(this);

  @OneToMany(() => ReferenceInterval, (interval) => interval.template, {
    orderBy: { position: 'asc' },
    orphanRemoval: true,
  })
  intervals = new Collection<ReferenceInterval>(this);
}
