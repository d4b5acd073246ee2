import { Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { AnswerOption } from './answer-option.entity';
import { AuthoredText } from './authored-text';

@Entity({ tableName: 'answer_option_texts' })
@Unique({ properties: ['option', 'language'] })
export class AnswerOptionText extends AuthoredText {
  @ManyToOne(() => AnswerOption, { deleteRule: 'cascade' })
  option!: Rel<AnswerOption>;

  @Property({ type: 'string', length: 300 })
  label!: string;
}
