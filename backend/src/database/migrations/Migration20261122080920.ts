import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080920 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "access_log" ("id" bigserial primary key, "occurred_at" timestamptz not null default now(), "actor_uuid" uuid not null, "acting_as_uuid" uuid null, "client_uuid" uuid not null, "action" varchar(10) not null, "resource" varchar(100) not null, "resource_id" varchar(100) null, "request_id" varchar(100) null);`);
    this.addSql(`create index "access_log_client_uuid_occurred_at_index" on "access_log" ("client_uuid", "occurred_at");`);

    this.addSql(`create table "audit_events" ("id" bigserial primary key, "occurred_at" timestamptz not null default now(), "actor_uuid" uuid not null, "event" varchar(60) not null, "subject_type" varchar(100) null, "subject_id" varchar(100) null, "details" jsonb null, "request_id" varchar(100) null);`);
    this.addSql(`create index "audit_events_event_occurred_at_index" on "audit_events" ("event", "occurred_at");`);

    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "invitations" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "user_id" int not null, "company_id" int null, "unit_id" int null, "role" text check ("role" in ('client', 'admin', 'hc', 'cc', 'clinic-admin', 'clinic-therapist', 'therapist-premium')) not null, "company_role" text check ("company_role" in ('standard-user', 'company-admin')) null, "permissions" jsonb not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "invited_by" uuid null);`);
    this.addSql(`alter table "invitations" add constraint "invitations_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "invitations_user_id_index" on "invitations" ("user_id");`);
    this.addSql(`alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "invitations_expires_at_index" on "invitations" ("expires_at");`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "invitations" add constraint "invitations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_unit_id_foreign" foreign key ("unit_id") references "company_units" ("id") on update cascade on delete set null;`);

    // The logs are append-only, for every role including the application's own: a trigger
    // refuses UPDATE, DELETE and TRUNCATE (revoking privileges alone would not bind the owner).
    this.addSql(`create or replace function refuse_log_change() returns trigger language plpgsql as $$ begin raise exception '% is append-only', TG_TABLE_NAME using errcode = 'insufficient_privilege'; end $$;`);
    for (const table of ['access_log', 'audit_events']) {
      this.addSql(`create trigger ${table}_append_only before update or delete on "${table}" for each row execute function refuse_log_change();`);
      this.addSql(`create trigger ${table}_no_truncate before truncate on "${table}" for each statement execute function refuse_log_change();`);
      this.addSql(`revoke update, delete, truncate on "${table}" from public;`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "access_log" cascade;`);

    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop function if exists refuse_log_change();`);

    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop table if exists "invitations" cascade;`);
  }

}
