import { Entity, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';

/** An employer or clinic that buys services for its people. */
@Entity({ tableName: 'companies' })
export class Company extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** The platform's own company; only its people may pay with a free card. */
  @Property({ type: 'boolean', default: false })
  systemCompany: boolean & Opt = false;
}
