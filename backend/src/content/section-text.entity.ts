import { Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from './authored-text';
import { Section } from './section.entity';

@Entity({ tableName: 'section_texts' })
@Unique({ properties: ['section', 'language'] })
export class SectionText extends AuthoredText {
  @ManyToOne(() => Section, { deleteRule: 'cascade' })
  section!: Rel<Section>;

  @Property({ type: 'string', length: 300 })
  name!: string;
}
