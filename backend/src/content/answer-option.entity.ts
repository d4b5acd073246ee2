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
import { AnswerOptionText } from './answer-option-text.entity';
import { Question } from './question.entity';

/** An answer option of a question: its score value and, for knowledge tests, whether correct. */
@Entity({ tableName: 'answer_options' })
export class AnswerOption extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Question, { deleteRule: 'cascade', index: true })
  question!: Rel<Question>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  value: number & Opt = 0;

  @Property({ type: 'boolean', default: false })
  isCorrect: boolean & Opt = false;

  @OneToMany(() => AnswerOptionText, (text) => text.option, { orphanRemoval: true })
  texts = new Collection<AnswerOptionText>(this);
}
