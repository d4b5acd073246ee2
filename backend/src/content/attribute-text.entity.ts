import { Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { Attribute } from './attribute.entity';
import { AuthoredText } from './authored-text';

@Entity({ tableName: 'attribute_texts' })
@Unique({ properties: ['attribute', 'language'] })
export class AttributeText extends AuthoredText {
  @ManyToOne(() => Attribute, { deleteRule: 'cascade' })
  attribute!: Rel<Attribute>;

  @Property({ type: 'string', length: 300 })
  name!: string;
}
