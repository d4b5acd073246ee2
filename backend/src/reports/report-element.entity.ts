import {
  Collection,
  Entity,
  Enum,
  ManyToMany,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import { Question } from 'src/content/question.entity';
import { ReferenceTemplate } from './reference-template.entity';
import { ReportElementText } from './report-element-text.entity';
import { ReportTemplate } from './report-template.entity';

export const REPORT_ELEMENT_TYPES = ['title', 'single_question', 'combined_question'] as const;
export type ReportElementType = (typeof REPORT_ELEMENT_TYPES)[number];

export const REFERENCE_TYPES = ['none', 'other'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** How a bar is drawn for an element's score (authoring data; the client-web report reads it). */
export interface BarDetails {
  [key: string]: unknown;
}

/**
 * One element of a report: a title, one question's score, or the sum of several questions'
 * scores; with reference_type `other` the score maps to the reference template's interval.
 */
@Entity({ tableName: 'report_elements' })
export class ReportElement {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ReportTemplate, { deleteRule: 'cascade', index: true })
  template!: Rel<ReportTemplate>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Enum({ items: [...REPORT_ELEMENT_TYPES] })
  elementType!: ReportElementType;

  /** single_question: the question whose score is shown. */
  @ManyToOne(() => Question, { nullable: true, deleteRule: 'set null', index: true })
  question: (Question & Opt) | null = null;

  /** combined_question: the questions whose scores are summed. */
  @ManyToMany({
    entity: () => Question,
    pivotTable: 'report_element_questions',
    joinColumn: 'report_element_id',
    inverseJoinColumn: 'question_id',
  })
  questions = new Collection<Question>(this);

  @Enum({ items: [...REFERENCE_TYPES], default: 'none' })
  referenceType: ReferenceType & Opt = 'none';

  @ManyToOne(() => ReferenceTemplate, { nullable: true, deleteRule: 'restrict', index: true })
  referenceTemplate: (Rel<ReferenceTemplate> & Opt) | null = null;

  @Property({ type: 'json', nullable: true })
  barDetails: (BarDetails & Opt) | null = null;

  @OneToMany(() => ReportElementText, (text) => text.element, { orphanRemoval: true })
  texts = new Collection<ReportElementText>(this);
}
