import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Unique } from '@mikro-orm/core';
import { COMPANY_ROLES, type CompanyRole } from '@sinnro/access';
import { User } from 'src/users/user.entity';
import { Timestamped } from 'src/database/timestamps';
import { Company } from './company.entity';

/** A user's membership of a company, with their company role. */
@Entity({ tableName: 'company_members' })
@Unique({ properties: ['company', 'user'] })
export class CompanyMember extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: [...COMPANY_ROLES], default: 'standard-user' })
  companyRole: CompanyRole & Opt = 'standard-user';
}
