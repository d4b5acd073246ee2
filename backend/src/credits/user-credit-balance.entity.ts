import { Check, Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';

/**
 * A user's credits in one company: `total` is the sum of their grants, `taken` what their usage
 * records spent. Both change only through guarded UPDATEs inside the transaction that writes the
 * grant or the usage record; the check constraint refuses a negative balance whatever happens.
 */
@Entity({ tableName: 'user_credit_balances' })
@Unique({ properties: ['company', 'user'] })
@Check({
  name: 'user_credit_balances_check',
  expression: 'taken >= 0 and total >= 0 and taken <= total',
})
export class UserCreditBalance {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'integer', default: 0 })
  total: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  taken: number & Opt = 0;

  @Property({
    type: 'datetime',
    columnType: 'timestamptz',
    defaultRaw: 'now()',
    onUpdate: () => new Date(),
  })
  updatedAt: Date & Opt = new Date();
}
