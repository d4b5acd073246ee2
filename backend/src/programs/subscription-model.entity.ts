import { Entity, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';

/**
 * How a program is delivered: "Self study" or "Therapist assisted" (the specification's two special
 * names, compared by clients), of a type such as `icbt`.
 */
@Entity({ tableName: 'subscription_models' })
export class SubscriptionModel extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'string', length: 100 })
  @Unique()
  name!: string;

  @Property({ type: 'string', length: 40, index: true })
  type!: string;
}
