import { Migration } from '@mikro-orm/migrations';

/**
 * Revoked access tokens move from Redis to PostgreSQL: the request's account statement checks
 * them in the same round trip. Revocations still in Redis are copied over when the API starts
 * (TokenRevocationService).
 */
export class Migration20261124030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "revoked_access_tokens" ("token_id" text not null, "usable_until" timestamptz not null, constraint "revoked_access_tokens_pkey" primary key ("token_id"));`);
    this.addSql(`create index "revoked_access_tokens_usable_until_index" on "revoked_access_tokens" ("usable_until");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revoked_access_tokens" cascade;`);
  }

}
