import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';
import { PromotionCode } from './promotion-code.entity';

/** A user applied a code: once per user and code. */
@Entity({ tableName: 'promotion_code_uses' })
@Unique({ properties: ['code', 'user'] })
export class PromotionCodeUse {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PromotionCode, { deleteRule: 'cascade' })
  code!: PromotionCode;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  appliedAt: Date & Opt = new Date();
}
