import {
  Collection,
  Entity,
  Enum,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { User } from 'src/users/user.entity';
import { ReportTemplate } from 'src/reports/report-template.entity';
import { GeneratedReportElement } from './generated-report-element.entity';
import { GeneratedReportText } from './generated-report-text.entity';

/**
 * A client's report, built once from a report template and the answers of a completed module
 * instance (unique per instance and template), with its texts frozen in the client's language.
 */
@Entity({ tableName: 'generated_reports' })
@Unique({ properties: ['moduleInstance', 'template'] })
export class GeneratedReport {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  client!: User;

  @ManyToOne(() => ModuleInstance, { deleteRule: 'cascade' })
  moduleInstance!: ModuleInstance;

  /** Null once the template is deleted; the report keeps its frozen texts. */
  @ManyToOne(() => ReportTemplate, { nullable: true, deleteRule: 'set null', index: true })
  template: (ReportTemplate & Opt) | null = null;

  @Enum({ items: [...LANGUAGES] })
  language!: Language;

  @Property({ type: 'string', length: 300, nullable: true })
  name: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  description: (string & Opt) | null = null;

  @Property({ type: 'boolean', default: false })
  visibleToClient: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  clientViewedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerDisplayAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerAcceptedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerDeclinedAt: (Date & Opt) | null = null;

  @OneToMany(() => GeneratedReportElement, (element) => element.report, {
    orderBy: { position: 'asc' },
  })
  elements = new Collection<GeneratedReportElement>(this);

  /** The name and description in each language (the columns above hold the client's language). */
  @OneToMany(() => GeneratedReportText, (text) => text.report)
  texts = new Collection<GeneratedReportText>(this);
}
