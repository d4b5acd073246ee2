import { Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { ReferenceTemplate } from './reference-template.entity';

@Entity({ tableName: 'reference_template_texts' })
@Unique({ properties: ['template', 'language'] })
export class ReferenceTemplateText extends AuthoredText {
  @ManyToOne(() => ReferenceTemplate, { deleteRule: 'cascade' })
  template!: Rel<ReferenceTemplate>;

  @Property({ type: 'string', length: 300 })
  name!: string;
}
