import { Entity, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { ReportElement } from './report-element.entity';

@Entity({ tableName: 'report_element_texts' })
@Unique({ properties: ['element', 'language'] })
export class ReportElementText extends AuthoredText {
  @ManyToOne(() => ReportElement, { deleteRule: 'cascade' })
  element!: Rel<ReportElement>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  explanationText: (string & Opt) | null = null;
}
