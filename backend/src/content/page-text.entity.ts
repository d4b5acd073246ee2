import { Entity, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from './authored-text';
import { Page } from './page.entity';

@Entity({ tableName: 'page_texts' })
@Unique({ properties: ['page', 'language'] })
export class PageText extends AuthoredText {
  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Rel<Page>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  /** The page's content (sanitised HTML). */
  @Property({ type: 'text', nullable: true })
  body: (string & Opt) | null = null;
}
