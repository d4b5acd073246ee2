import { Entity, ManyToOne, type Opt, Property, type Rel, Unique } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { GeneratedReportElement } from './generated-report-element.entity';

/**
 * A generated report element's texts in one language, frozen when the report was built: its name
 * and explanation, the question and the answer as shown, and the band's label and explanation.
 */
@Entity({ tableName: 'generated_report_element_texts' })
@Unique({ properties: ['element', 'language'] })
export class GeneratedReportElementText extends AuthoredText {
  @ManyToOne(() => GeneratedReportElement, { deleteRule: 'cascade' })
  element!: Rel<GeneratedReportElement>;

  @Property({ type: 'string', length: 300, nullable: true })
  name: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  explanationText: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  question: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  answer: (string & Opt) | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  intervalLabel: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  intervalExplanation: (string & Opt) | null = null;
}
