import { Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from './authored-text';
import { Chapter } from './chapter.entity';

@Entity({ tableName: 'chapter_texts' })
@Unique({ properties: ['chapter', 'language'] })
export class ChapterText extends AuthoredText {
  @ManyToOne(() => Chapter, { deleteRule: 'cascade' })
  chapter!: Rel<Chapter>;

  @Property({ type: 'string', length: 300 })
  name!: string;
}
