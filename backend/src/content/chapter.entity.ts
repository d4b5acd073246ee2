import {
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import { Timestamped } from 'src/database/timestamps';
import { ChapterText } from './chapter-text.entity';
import { ContentModule } from './content-module.entity';
import { Section } from './section.entity';

/** A chapter of a module; its sections hold the pages. */
@Entity({ tableName: 'chapters' })
export class Chapter extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ContentModule, { deleteRule: 'cascade', index: true })
  module!: Rel<ContentModule>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @OneToMany(() => ChapterText, (text) => text.chapter, { orphanRemoval: true })
  texts = new Collection<ChapterText>(this);

  @OneToMany(() => Section, (section) => section.chapter, { orderBy: { position: 'asc' } })
  sections = new Collection<Section>(this);
}
