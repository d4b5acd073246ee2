import { Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from './authored-text';
import { Question } from './question.entity';

@Entity({ tableName: 'question_texts' })
@Unique({ properties: ['question', 'language'] })
export class QuestionText extends AuthoredText {
  @ManyToOne(() => Question, { deleteRule: 'cascade' })
  question!: Rel<Question>;

  @Property({ type: 'text' })
  text!: string;
}
