import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Timestamped } from 'src/database/timestamps';
import { User } from './user.entity';

/** A permission granted to one user beyond their role's (validated with parsePermission on write). */
@Entity({ tableName: 'user_permission_grants' })
@Unique({ properties: ['user', 'permission'] })
export class UserPermissionGrant extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 100 })
  permission!: string;

  /** uuid of who granted it (kept if that account is later deleted). */
  @Property({ type: 'uuid', nullable: true })
  grantedBy: string | null = null;
}
