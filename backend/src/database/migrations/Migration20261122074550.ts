import { Migration } from '@mikro-orm/migrations';

export class Migration20261122074550 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "tokens_valid_after" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "tokens_valid_after";`);
  }

}
