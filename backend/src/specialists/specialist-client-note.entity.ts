import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/** A specialist's note about a client: health data, readable only by the client's specialists. */
@Entity({ tableName: 'specialist_client_notes' })
@Index({ properties: ['client', 'createdAt'] })
export class SpecialistClientNote {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  client!: User;

  /** Null once the author's account is deleted; the note stays with the client. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  author!: User | null;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
