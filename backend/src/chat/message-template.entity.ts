import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/** A specialist's own reusable message text. */
@Entity({ tableName: 'message_templates' })
export class MessageTemplate {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  owner!: User;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
