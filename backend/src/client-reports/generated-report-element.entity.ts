import {
  Collection,
  Entity,
  Enum,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import {
  REFERENCE_TYPES,
  REPORT_ELEMENT_TYPES,
  type ReferenceType,
  type ReportElementType,
} from 'src/reports/report-element.entity';
import { GeneratedReportElementText } from './generated-report-element-text.entity';
import { GeneratedReport } from './generated-report.entity';

/**
 * One element of a generated report as the client saw it when it was built: its texts, the answer
 * (single_question) or score (combined_question), the bar value (0–100, step 0.5) and the band.
 */
@Entity({ tableName: 'generated_report_elements' })
export class GeneratedReportElement {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => GeneratedReport, { deleteRule: 'cascade', index: true })
  report!: Rel<GeneratedReport>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Enum({ items: [...REPORT_ELEMENT_TYPES] })
  elementType!: ReportElementType;

  @Enum({ items: [...REFERENCE_TYPES], default: 'none' })
  referenceType: ReferenceType & Opt = 'none';

  @Property({ type: 'string', length: 300, nullable: true })
  name: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  explanationText: (string & Opt) | null = null;

  /** single_question: the question's text. */
  @Property({ type: 'text', nullable: true })
  question: (string & Opt) | null = null;

  /** single_question: the answer as shown (several options comma-separated). */
  @Property({ type: 'text', nullable: true })
  answer: (string & Opt) | null = null;

  /** The rounded score; null for titles. */
  @Property({ type: 'integer', nullable: true })
  score: (number & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  maxScore: (number & Opt) | null = null;

  /** The score's share of the highest score, 0–100 in steps of 0.5; null for titles. */
  @Property({ type: 'double', nullable: true })
  barValue: (number & Opt) | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  intervalLabel: (string & Opt) | null = null;

  /** `#rrggbb`: the band's colour, grey when no band holds the score. */
  @Property({ type: 'string', length: 7, nullable: true })
  intervalColor: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  intervalExplanation: (string & Opt) | null = null;

  /** The texts in each language (the columns above hold the client's language). */
  @OneToMany(() => GeneratedReportElementText, (text) => text.element)
  texts = new Collection<GeneratedReportElementText>(this);
}
