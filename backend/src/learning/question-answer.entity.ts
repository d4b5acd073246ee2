import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Question } from 'src/content/question.entity';
import { ModuleInstance } from './module-instance.entity';

/**
 * A client's answer to one question in one module instance, typed by the page's answer type:
 * chosen options by id (so later wording edits keep the answer), a text, a number or a date.
 */
@Entity({ tableName: 'question_answers' })
@Unique({ properties: ['instance', 'question'] })
export class QuestionAnswer {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ModuleInstance, { deleteRule: 'cascade' })
  instance!: ModuleInstance;

  @ManyToOne(() => Question, { deleteRule: 'cascade', index: true })
  question!: Question;

  @Property({ type: 'json', nullable: true })
  optionIds: (number[] & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  textValue: (string & Opt) | null = null;

  @Property({ type: 'double', nullable: true })
  numberValue: (number & Opt) | null = null;

  @Property({ type: 'date', nullable: true })
  dateValue: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  answeredAt: Date & Opt = new Date();
}
