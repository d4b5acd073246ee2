import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/**
 * A client's therapist: who treats whom, from when, until when. The `[therapist]` scope reaches
 * the clients whose active assignment (no `endedAt`) names the caller; a client without one falls
 * back to their health coach (`users.health_coach`, kept as data).
 */
@Entity({ tableName: 'therapist_assignments' })
export class TherapistAssignment {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  client!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  therapist!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt: (Date & Opt) | null = null;
}
