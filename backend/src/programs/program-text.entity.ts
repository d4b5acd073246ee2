import { Entity, Index, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from 'src/content/authored-text';
import { Program } from './program.entity';

/** A program's name and description in one language (sv is the default and fallback). */
@Entity({ tableName: 'program_texts' })
@Unique({ properties: ['program', 'language'] })
@Index({ name: 'program_texts_language_plain_name_index', properties: ['language', 'plainName'] })
// Keyword search (`like '%word%'`) through trigrams; the migration creates the pg_trgm extension.
@Index({
  name: 'program_texts_search_name_trgm_index',
  expression:
    'create index "program_texts_search_name_trgm_index" on "program_texts" using gin ("search_name" gin_trgm_ops)',
})
export class ProgramText extends AuthoredText {
  @ManyToOne(() => Program, { deleteRule: 'cascade' })
  program!: Rel<Program>;

  /** As authored; may hold markup. */
  @Property({ type: 'string', length: 300 })
  name!: string;

  /** The name with markup stripped, kept on save: lists show, search and sort by it. */
  @Property({ type: 'string', length: 300 })
  plainName!: string;

  /**
   * plainName in lower case, kept by PostgreSQL: lists search (`like`) and sort by it, as `ilike`
   * and lower() per row cost several times more.
   */
  @Property({ type: 'text', generated: '(lower((plain_name)::text)) stored' })
  searchName!: string & Opt;

  @Property({ type: 'text', nullable: true })
  description: (string & Opt) | null = null;
}
