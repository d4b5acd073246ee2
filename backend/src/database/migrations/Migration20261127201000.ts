import { Migration } from '@mikro-orm/migrations';

/**
 * Payments (issue 23): pricing plans, payment records with the provider messages received for
 * them, promotion codes and their uses (once per user). A payment record outlives its user
 * (bookkeeping): the user becomes null. Free cards live on the user (`users.free_card`).
 */
export class Migration20261127201000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "promotion_codes" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "code" varchar(50) not null, "discount_type" text check ("discount_type" in ('percent', 'fixed')) not null, "discount_value" int not null, "valid_from" date null, "valid_to" date null, "max_uses" int null, "uses" int not null default 0, "campaign" text check ("campaign" in ('new_year_promotion')) null, "active" boolean not null default true, constraint promotion_codes_uses_check check (uses >= 0 and (max_uses is null or uses <= max_uses)), constraint promotion_codes_discount_check check (discount_value > 0 and (discount_value <= 100 or discount_type = 'fixed')));`);
    this.addSql(`alter table "promotion_codes" add constraint "promotion_codes_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "promotion_codes" add constraint "promotion_codes_code_unique" unique ("code");`);

    this.addSql(`create table "pricing_plans" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "name_sv" varchar(200) not null, "name_en" varchar(200) not null, "description_sv" text not null default '', "description_en" text not null default '', "price_minor" int not null, "currency" varchar(3) not null default 'SEK', "product" text check ("product" in ('digital_treatment', 'self_help')) not null, "subscription_model_id" int not null, "program_id" int not null, "length_days" int not null, "campaign" text check ("campaign" in ('new_year_promotion')) null, "valid_from" date null, "valid_to" date null, "active" boolean not null default true, constraint pricing_plans_length_days_check check (length_days > 0), constraint pricing_plans_price_minor_check check (price_minor >= 0));`);
    this.addSql(`alter table "pricing_plans" add constraint "pricing_plans_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "pricing_plans_subscription_model_id_index" on "pricing_plans" ("subscription_model_id");`);
    this.addSql(`create index "pricing_plans_program_id_index" on "pricing_plans" ("program_id");`);

    this.addSql(`create table "promotion_code_uses" ("id" serial primary key, "code_id" int not null, "user_id" int not null, "applied_at" timestamptz not null default now());`);
    this.addSql(`create index "promotion_code_uses_user_id_index" on "promotion_code_uses" ("user_id");`);
    this.addSql(`alter table "promotion_code_uses" add constraint "promotion_code_uses_code_id_user_id_unique" unique ("code_id", "user_id");`);

    this.addSql(`create table "payment_records" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "user_id" int null, "plan_id" int not null, "purpose" text check ("purpose" in ('purchaseNewModule', 'insurance')) not null, "method" text check ("method" in ('swish', 'credit_card', 'free_card')) not null, "status" text check ("status" in ('initiated', 'pending', 'paid', 'declined', 'cancelled', 'error', 'expired', 'refunded')) not null default 'initiated', "price_minor" int not null, "discount_minor" int not null default 0, "amount_minor" int not null, "currency" varchar(3) not null default 'SEK', "promotion_code_id" int null, "provider_reference" varchar(200) null, "idempotency_key" varchar(100) not null, "paid_at" timestamptz null, constraint payment_records_amount_minor_check check (amount_minor >= 0));`);
    this.addSql(`alter table "payment_records" add constraint "payment_records_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "payment_records_plan_id_index" on "payment_records" ("plan_id");`);
    this.addSql(`create index "payment_records_promotion_code_id_index" on "payment_records" ("promotion_code_id");`);
    this.addSql(`alter table "payment_records" add constraint "payment_records_provider_reference_unique" unique ("provider_reference");`);
    this.addSql(`alter table "payment_records" add constraint "payment_records_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "payment_records_status_created_at_index" on "payment_records" ("status", "created_at");`);
    this.addSql(`create index "payment_records_user_id_created_at_index" on "payment_records" ("user_id", "created_at");`);

    this.addSql(`create table "payment_provider_messages" ("id" serial primary key, "record_id" int not null, "provider" varchar(40) not null, "received_at" timestamptz not null default now(), "body" jsonb not null, "verified" boolean not null);`);
    this.addSql(`create index "payment_provider_messages_record_id_index" on "payment_provider_messages" ("record_id");`);

    this.addSql(`alter table "pricing_plans" add constraint "pricing_plans_subscription_model_id_foreign" foreign key ("subscription_model_id") references "subscription_models" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "pricing_plans" add constraint "pricing_plans_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "promotion_code_uses" add constraint "promotion_code_uses_code_id_foreign" foreign key ("code_id") references "promotion_codes" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "promotion_code_uses" add constraint "promotion_code_uses_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "payment_records" add constraint "payment_records_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "payment_records" add constraint "payment_records_plan_id_foreign" foreign key ("plan_id") references "pricing_plans" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_records" add constraint "payment_records_promotion_code_id_foreign" foreign key ("promotion_code_id") references "promotion_codes" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "payment_provider_messages" add constraint "payment_provider_messages_record_id_foreign" foreign key ("record_id") references "payment_records" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "promotion_code_uses" drop constraint "promotion_code_uses_code_id_foreign";`);

    this.addSql(`alter table "payment_records" drop constraint "payment_records_promotion_code_id_foreign";`);

    this.addSql(`alter table "payment_records" drop constraint "payment_records_plan_id_foreign";`);

    this.addSql(`alter table "payment_provider_messages" drop constraint "payment_provider_messages_record_id_foreign";`);

    this.addSql(`drop table if exists "promotion_codes" cascade;`);

    this.addSql(`drop table if exists "pricing_plans" cascade;`);

    this.addSql(`drop table if exists "promotion_code_uses" cascade;`);

    this.addSql(`drop table if exists "payment_records" cascade;`);

    this.addSql(`drop table if exists "payment_provider_messages" cascade;`);
  }

}
