import { Migration } from '@mikro-orm/migrations';

/** Program keyword search: a lower-case name kept by PostgreSQL, and a trigram index on it. */
export class Migration20261123183939 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "program_texts" add column "search_name" text generated always as (lower((plain_name)::text)) stored;`);
    this.addSql(`create index "program_texts_search_name_trgm_index" on "program_texts" using gin ("search_name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "program_texts_search_name_trgm_index";`);
    this.addSql(`alter table "program_texts" drop column "search_name";`);
  }

}
