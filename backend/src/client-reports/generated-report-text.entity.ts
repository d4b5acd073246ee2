import { Entity, ManyToOne, type Opt, Property, type Rel, Unique } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { GeneratedReport } from './generated-report.entity';

/**
 * A generated report's name and description in one language, frozen when the report was built
 * from its template's texts (one row per language, so the report reads in the caller's language).
 */
@Entity({ tableName: 'generated_report_texts' })
@Unique({ properties: ['report', 'language'] })
export class GeneratedReportText extends AuthoredText {
  @ManyToOne(() => GeneratedReport, { deleteRule: 'cascade' })
  report!: Rel<GeneratedReport>;

  @Property({ type: 'string', length: 300, nullable: true })
  name: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  description: (string & Opt) | null = null;
}
