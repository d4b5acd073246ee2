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
import { AnswerOption } from './answer-option.entity';
import { Page } from './page.entity';
import { QuestionText } from './question-text.entity';

/** A question of a page; scored questions take the chosen option's value. */
@Entity({ tableName: 'questions' })
export class Question extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Page, { deleteRule: 'cascade', index: true })
  page!: Rel<Page>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  /** Stable machine name for seeded instruments, e.g. `phq9_1`. */
  @Property({ type: 'string', length: 80, nullable: true })
  code: (string & Opt) | null = null;

  @Property({ type: 'boolean', default: true })
  required: boolean & Opt = true;

  /** Scored as (lowest + highest option value) − chosen value. */
  @Property({ type: 'boolean', default: false })
  reverseScored: boolean & Opt = false;

  /**
   * A risk item (PHQ-9 item 9): an answer whose option value is at least `riskThreshold` raises a
   * high-priority risk flag. Set only with `module/risk-item.update` (audited); never by `code`.
   */
  @Property({ type: 'boolean', default: false })
  isRiskItem: boolean & Opt = false;

  /** The lowest option value of a risk item that raises the flag. */
  @Property({ type: 'integer', default: 1 })
  riskThreshold: number & Opt = 1;

  @OneToMany(() => QuestionText, (text) => text.question, { orphanRemoval: true })
  texts = new Collection<QuestionText>(this);

  @OneToMany(() => AnswerOption, (option) => option.question, { orderBy: { position: 'asc' } })
  options = new Collection<AnswerOption>(this);
}
