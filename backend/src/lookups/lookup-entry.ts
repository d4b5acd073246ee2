import { PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A fixed list entry (gender, position, speciality) named in each language. */
export abstract class LookupEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 50 })
  @Unique()
  code!: string;

  @Property({ type: 'string', length: 100 })
  nameSv!: string;

  @Property({ type: 'string', length: 100 })
  nameEn!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder = 0;
}
