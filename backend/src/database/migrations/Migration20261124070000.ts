import { Migration } from '@mikro-orm/migrations';

/**
 * Video meetings between a specialist and a client (backend/src/meetings): the room name, the
 * times, scheduled / cancelled / held, the product its credits are taken for and the usage record
 * written when it is held.
 */
export class Migration20261124070000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "meetings" ("id" serial primary key, "uuid" uuid not null, "ext_meeting_id" varchar(64) not null, "specialist_id" int not null, "client_id" int not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "duration_minutes" int not null, "status" text check ("status" in ('scheduled', 'cancelled', 'held')) not null default 'scheduled', "product_id" int null, "cancelled_at" timestamptz null, "cancelled_by_uuid" uuid null, "cancel_reason" varchar(500) null, "held_at" timestamptz null, "usage_record_id" int null, "created_by_uuid" uuid not null, "created_at" timestamptz not null default now(), constraint meetings_times_check check (ends_at > starts_at));`);
    this.addSql(`alter table "meetings" add constraint "meetings_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "meetings" add constraint "meetings_ext_meeting_id_unique" unique ("ext_meeting_id");`);
    this.addSql(`create index "meetings_client_id_starts_at_index" on "meetings" ("client_id", "starts_at");`);
    this.addSql(`create index "meetings_specialist_id_starts_at_index" on "meetings" ("specialist_id", "starts_at");`);
    this.addSql(`alter table "meetings" add constraint "meetings_specialist_id_foreign" foreign key ("specialist_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "meetings" add constraint "meetings_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "meetings" add constraint "meetings_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "meetings" add constraint "meetings_usage_record_id_foreign" foreign key ("usage_record_id") references "usage_records" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "meetings" cascade;`);
  }

}
