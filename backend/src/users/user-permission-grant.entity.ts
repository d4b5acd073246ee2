import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Company } from 'src/companies/company.entity';
import { Timestamped } from 'src/database/timestamps';
import { User } from './user.entity';

/**
 * A permission granted to one user beyond their role's (validated with parsePermission on write).
 * A grant an invitation into a company gave is bound to that company: it reaches only that
 * membership's company and units (see grantSetsFor in libs/access). Unbound grants act like the
 * platform role's.
 */
@Entity({ tableName: 'user_permission_grants' })
@Unique({ properties: ['user', 'permission', 'company'] })
export class UserPermissionGrant extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 100 })
  permission!: string;

  @ManyToOne(() => Company, { deleteRule: 'cascade', nullable: true })
  company: Company | null = null;

  /** uuid of who granted it (kept if that account is later deleted). */
  @Property({ type: 'uuid', nullable: true })
  grantedBy: string | null = null;
}
