import {
  Check,
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import { ReferenceIntervalText } from './reference-interval-text.entity';
import { ReferenceTemplate } from './reference-template.entity';

/** One band of a reference template: scores from `startValue` to `value`, both inclusive. */
@Entity({ tableName: 'reference_intervals' })
@Check({ name: 'reference_intervals_bounds_check', expression: 'start_value <= value' })
@Check({ name: 'reference_intervals_color_check', expression: "color ~ '^#[0-9a-fA-F]{6}$'" })
export class ReferenceInterval {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ReferenceTemplate, { deleteRule: 'cascade', index: true })
  template!: Rel<ReferenceTemplate>;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Property({ type: 'integer' })
  startValue!: number;

  /** The interval's end (inclusive); the specification calls it `value`. */
  @Property({ type: 'integer' })
  value!: number;

  /** `#rrggbb`. */
  @Property({ type: 'string', length: 7 })
  color!: string;

  @OneToMany(() => ReferenceIntervalText, (text) => text.interval, { orphanRemoval: true })
  texts = new Collection<ReferenceIntervalText>(this);
}
