import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A program length the editor offers, named in each language (e.g. "8 veckor" / "8 weeks"). */
@Entity({ tableName: 'duration_options' })
export class DurationOption {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  @Unique()
  days!: number;

  @Property({ type: 'string', length: 100 })
  nameSv!: string;

  @Property({ type: 'string', length: 100 })
  nameEn!: string;
}
