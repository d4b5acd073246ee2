import { Migration } from '@mikro-orm/migrations';

/** Program keyword search through a trigram index on the stripped name. */
export class Migration20261123183939 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "program_texts_plain_name_trgm_index" on "program_texts" using gin ("plain_name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "program_texts_plain_name_trgm_index";`);
  }

}
