import {
  Collection,
  Entity,
  Enum,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { AttributeText } from './attribute-text.entity';

/** Kinds of attribute lists; `end_treatment` holds the reasons for ending a treatment. */
export const ATTRIBUTE_TYPES = ['end_treatment'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** A choice in an authored list (e.g. an end-treatment reason): a stable value, names per language. */
@Entity({ tableName: 'attributes' })
@Unique({ properties: ['type', 'value'] })
export class Attribute {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...ATTRIBUTE_TYPES] })
  type!: AttributeType;

  /** Machine value stored where the choice is used, e.g. `completed`. */
  @Property({ type: 'string', length: 80 })
  value!: string;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @OneToMany(() => AttributeText, (text) => text.attribute, { orphanRemoval: true })
  texts = new Collection<AttributeText>(this);
}
