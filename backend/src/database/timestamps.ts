import { type Opt, Property } from '@mikro-orm/core';

/** Creation and change times, UTC `timestamptz`, for entities that are edited. */
export abstract class Timestamped {
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({
    type: 'datetime',
    columnType: 'timestamptz',
    defaultRaw: 'now()',
    onUpdate: () => new Date(),
  })
  updatedAt: Date & Opt = new Date();
}
