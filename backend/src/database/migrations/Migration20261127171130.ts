import { Migration } from '@mikro-orm/migrations';

/**
 * GDPR articles 15 and 20: a person's data export (a ZIP built by the `data-exports.build` job,
 * stored in the document storage, downloaded once through a mailed link; only the link's SHA-256
 * is stored). Article 17: `users.erased_at` marks an erased account, whose row is kept
 * pseudonymised with the treatment documentation that must outlive it.
 */
export class Migration20261127171130 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "data_exports" ("id" serial primary key, "uuid" uuid not null, "user_id" int not null, "requested_by_uuid" uuid not null, "status" varchar(10) not null default 'pending', "storage_key" varchar(100) null, "size_bytes" int null, "token_hash" varchar(64) null, "expires_at" timestamptz null, "downloaded_at" timestamptz null, "created_at" timestamptz not null default now(), "built_at" timestamptz null);`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "data_exports_user_id_index" on "data_exports" ("user_id");`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_status_check" check ("status" in ('pending', 'ready', 'failed'));`);

    this.addSql(`alter table "users" add column "erased_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "erased_at";`);
    this.addSql(`drop table if exists "data_exports" cascade;`);
  }

}
