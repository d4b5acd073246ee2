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
import { Timestamped } from 'src/database/timestamps';
import { PageText } from './page-text.entity';
import { Question } from './question.entity';
import { Section } from './section.entity';

/** What a page shows: reading content, questions to answer, a report, a video. */
export const PAGE_TYPES = ['content', 'questions', 'report', 'video'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** How a question page is answered. */
export const ANSWER_TYPES = [
  'single_choice',
  'multiple_choice',
  'text',
  'long_text',
  'scale',
  'number',
  'date',
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** A page of a section: content, or questions with answer options. */
@Entity({ tableName: 'pages' })
export class Page extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Section, { deleteRule: 'cascade', index: true })
  section!: Rel<Section>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Enum({ items: [...PAGE_TYPES], default: 'content' })
  pageType: PageType & Opt = 'content';

  @Enum({ items: [...ANSWER_TYPES], nullable: true })
  answerType: (AnswerType & Opt) | null = null;

  /** An interactive tool on the page (e.g. `sleep_diary`, `breathing_timer`); free text. */
  @Property({ type: 'string', length: 80, nullable: true })
  tool: (string & Opt) | null = null;

  /** A questionnaire template the page's questions follow (e.g. `likert_4`); free text. */
  @Property({ type: 'string', length: 80, nullable: true })
  questionnaireTemplate: (string & Opt) | null = null;

  /** The client must read the page's report before going on. */
  @Property({ type: 'boolean', default: false })
  reportReadMandatory: boolean & Opt = false;

  /** Which of the page's answers feed the client's report (authoring data, not answers). */
  @Property({ type: 'json', nullable: true })
  contentReportData: (Record<string, unknown> & Opt) | null = null;

  /** The therapist approves the client's answers before the next page opens. */
  @Property({ type: 'boolean', default: false })
  therapistApprovalRequired: boolean & Opt = false;

  @OneToMany(() => PageText, (text) => text.page, { orphanRemoval: true })
  texts = new Collection<PageText>(this);

  @OneToMany(() => Question, (question) => question.page, { orderBy: { position: 'asc' } })
  questions = new Collection<Question>(this);
}
