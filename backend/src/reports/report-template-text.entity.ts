import { Entity, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { ReportTemplate } from './report-template.entity';

@Entity({ tableName: 'report_template_texts' })
@Unique({ properties: ['template', 'language'] })
export class ReportTemplateText extends AuthoredText {
  @ManyToOne(() => ReportTemplate, { deleteRule: 'cascade' })
  template!: Rel<ReportTemplate>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description: (string & Opt) | null = null;
}
