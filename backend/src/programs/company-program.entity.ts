import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/core';
import { Company } from 'src/companies/company.entity';
import { Timestamped } from 'src/database/timestamps';
import { Program } from './program.entity';

/** A program a company offers its people. */
@Entity({ tableName: 'company_programs' })
@Unique({ properties: ['company', 'program'] })
export class CompanyProgram extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => Program, { deleteRule: 'cascade', index: true })
  program!: Program;
}
