import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/**
 * One specialist's own view of one client: marked passive in their list, and when they last
 * opened the client (reports made after it count as new).
 */
@Entity({ tableName: 'specialist_client_states' })
@Unique({ properties: ['specialist', 'client'] })
export class SpecialistClientState {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  specialist!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  client!: User;

  @Property({ type: 'boolean', default: false })
  passive: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastOpenedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}
