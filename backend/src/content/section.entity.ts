import {
  Check,
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { Timestamped } from 'src/database/timestamps';
import { Chapter } from './chapter.entity';
import { Page } from './page.entity';
import { SectionText } from './section-text.entity';
import { Test } from './test.entity';

/** A section of a chapter (module content) or of a test; it holds ordered pages. */
@Entity({ tableName: 'sections' })
@Check({
  name: 'sections_one_parent_check',
  expression: '(chapter_id is null) <> (test_id is null)',
})
export class Section extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Chapter, { nullable: true, deleteRule: 'cascade', index: true })
  chapter: (Chapter & Opt) | null = null;

  @ManyToOne(() => Test, { nullable: true, deleteRule: 'cascade', index: true })
  test: (Test & Opt) | null = null;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @OneToMany(() => SectionText, (text) => text.section, { orphanRemoval: true })
  texts = new Collection<SectionText>(this);

  @OneToMany(() => Page, (page) => page.section, { orderBy: { position: 'asc' } })
  pages = new Collection<Page>(this);
}
