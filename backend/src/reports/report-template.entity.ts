import {
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Test } from 'src/content/test.entity';
import { Timestamped } from 'src/database/timestamps';
import { ReportElement } from './report-element.entity';
import { ReportTemplateText } from './report-template-text.entity';

/**
 * How a test's answers are reported: ordered elements (titles, single questions, combined
 * questions) whose scores map to reference templates. `test` is the test it reports on.
 */
@Entity({ tableName: 'report_templates' })
export class ReportTemplate extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'boolean', default: false })
  visibleToClient: boolean & Opt = false;

  @ManyToOne(() => Test, { nullable: true, deleteRule: 'set null', index: true })
  test: (Test & Opt) | null = null;

  @OneToMany(() => ReportTemplateText, (text) => text.template, { orphanRemoval: true })
  texts = new Collection<ReportTemplateText>(this);

  @OneToMany(() => ReportElement, (element) => element.template, {
    orderBy: { position: 'asc' },
    orphanRemoval: true,
  })
  elements = new Collection<ReportElement>(this);
}
