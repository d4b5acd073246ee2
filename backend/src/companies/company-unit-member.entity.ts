import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';
import { Timestamped } from 'src/database/timestamps';
import { CompanyUnit } from './company-unit.entity';

/** A user's membership of a company unit (the `[company-unit]` scope reads these). */
@Entity({ tableName: 'company_unit_members' })
@Unique({ properties: ['unit', 'user'] })
export class CompanyUnitMember extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CompanyUnit, { deleteRule: 'cascade' })
  unit!: CompanyUnit;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;
}
