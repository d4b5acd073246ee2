import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from 'src/companies/company.entity';
import { Timestamped } from 'src/database/timestamps';

/**
 * A company's consent text, which its users accept. Title and body have one column per language;
 * changing either text bumps `version`, so an acceptance names the exact text that was accepted.
 */
@Entity({ tableName: 'consent_documents' })
export class ConsentDocument extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => Company, { deleteRule: 'cascade', index: true })
  company!: Company;

  @Property({ type: 'string', length: 200 })
  titleSv!: string;

  @Property({ type: 'string', length: 200 })
  titleEn!: string;

  @Property({ type: 'text' })
  bodySv!: string;

  @Property({ type: 'text' })
  bodyEn!: string;

  @Property({ type: 'integer', default: 1 })
  version: number & Opt = 1;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;
}
