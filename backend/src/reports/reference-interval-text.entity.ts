import { Entity, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { ReferenceInterval } from './reference-interval.entity';

@Entity({ tableName: 'reference_interval_texts' })
@Unique({ properties: ['interval', 'language'] })
export class ReferenceIntervalText extends AuthoredText {
  @ManyToOne(() => ReferenceInterval, { deleteRule: 'cascade' })
  interval!: Rel<ReferenceInterval>;

  @Property({ type: 'string', length: 300 })
  label!: string;

  @Property({ type: 'text', nullable: true })
  explanationText: (string & Opt) | null = null;
}
