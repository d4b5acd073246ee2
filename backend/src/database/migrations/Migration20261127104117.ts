import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail changes waiting for the new address to confirm them (backend/src/users/email-change):
 * one per account, the new address, the SHA-256 of the mailed single-use token, its expiry and
 * who asked.
 */
export class Migration20261127104117 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pending_email_changes" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "user_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "requested_by_uuid" uuid not null);`,
    );
    this.addSql(
      `alter table "pending_email_changes" add constraint "pending_email_changes_uuid_unique" unique ("uuid");`,
    );
    this.addSql(
      `alter table "pending_email_changes" add constraint "pending_email_changes_user_id_unique" unique ("user_id");`,
    );
    this.addSql(
      `alter table "pending_email_changes" add constraint "pending_email_changes_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "pending_email_changes" add constraint "pending_email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pending_email_changes" cascade;`);
  }
}
