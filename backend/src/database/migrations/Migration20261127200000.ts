import { Migration } from '@mikro-orm/migrations';

/**
 * Protected identity (skyddad identitet): a flag on the user; staff never see such a user's
 * personal number. Every existing account starts unprotected.
 */
export class Migration20261127200000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "protected_identity" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "protected_identity";`);
  }

}
