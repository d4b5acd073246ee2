import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070408 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "companies" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "name" varchar(200) not null, "system_company" boolean not null default false);`);
    this.addSql(`alter table "companies" add constraint "companies_uuid_unique" unique ("uuid");`);

    this.addSql(`create table "company_units" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "company_id" int not null, "parent_id" int null, "name" varchar(200) not null, "type" varchar(50) null);`);
    this.addSql(`alter table "company_units" add constraint "company_units_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "company_units_company_id_index" on "company_units" ("company_id");`);
    this.addSql(`create index "company_units_parent_id_index" on "company_units" ("parent_id");`);

    this.addSql(`create table "outgoing_mails" ("id" uuid not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "html" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, constraint "outgoing_mails_pkey" primary key ("id"));`);

    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "email" varchar(254) not null, "password_hash" varchar(255) null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "role" text check ("role" in ('client', 'admin', 'hc', 'cc', 'clinic-admin', 'clinic-therapist', 'therapist-premium')) not null, "default_lang" varchar(5) not null default 'sv', "white_label" varchar(64) null, "blocked_at" timestamptz null);`);
    this.addSql(`alter table "users" add constraint "users_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(`create table "company_unit_members" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "unit_id" int not null, "user_id" int not null);`);
    this.addSql(`create index "company_unit_members_user_id_index" on "company_unit_members" ("user_id");`);
    this.addSql(`alter table "company_unit_members" add constraint "company_unit_members_unit_id_user_id_unique" unique ("unit_id", "user_id");`);

    this.addSql(`create table "company_members" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "company_id" int not null, "user_id" int not null, "company_role" text check ("company_role" in ('standard-user', 'company-admin')) not null default 'standard-user');`);
    this.addSql(`create index "company_members_user_id_index" on "company_members" ("user_id");`);
    this.addSql(`alter table "company_members" add constraint "company_members_company_id_user_id_unique" unique ("company_id", "user_id");`);

    this.addSql(`alter table "company_units" add constraint "company_units_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_units" add constraint "company_units_parent_id_foreign" foreign key ("parent_id") references "company_units" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_unit_members" add constraint "company_unit_members_unit_id_foreign" foreign key ("unit_id") references "company_units" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_unit_members" add constraint "company_unit_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_members" add constraint "company_members_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_members" add constraint "company_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "company_units" drop constraint "company_units_company_id_foreign";`);

    this.addSql(`alter table "company_members" drop constraint "company_members_company_id_foreign";`);

    this.addSql(`alter table "company_units" drop constraint "company_units_parent_id_foreign";`);

    this.addSql(`alter table "company_unit_members" drop constraint "company_unit_members_unit_id_foreign";`);

    this.addSql(`alter table "company_unit_members" drop constraint "company_unit_members_user_id_foreign";`);

    this.addSql(`alter table "company_members" drop constraint "company_members_user_id_foreign";`);

    this.addSql(`drop table if exists "companies" cascade;`);

    this.addSql(`drop table if exists "company_units" cascade;`);

    this.addSql(`drop table if exists "outgoing_mails" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "company_unit_members" cascade;`);

    this.addSql(`drop table if exists "company_members" cascade;`);
  }

}
