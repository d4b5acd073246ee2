import { Migration } from '@mikro-orm/migrations';

/**
 * The specialists' views: notes about a client (health data), each specialist's own state of a
 * client (passive in their list, last opened), and the blocks and snoozes of clients as history.
 */
export class Migration20261124050000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "specialist_client_notes" ("id" serial primary key, "client_id" int not null, "author_id" int null, "text" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "specialist_client_notes_author_id_index" on "specialist_client_notes" ("author_id");`);
    this.addSql(`create index "specialist_client_notes_client_id_created_at_index" on "specialist_client_notes" ("client_id", "created_at");`);

    this.addSql(`create table "specialist_client_states" ("id" serial primary key, "specialist_id" int not null, "client_id" int not null, "passive" boolean not null default false, "last_opened_at" timestamptz null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "specialist_client_states_client_id_index" on "specialist_client_states" ("client_id");`);
    this.addSql(`alter table "specialist_client_states" add constraint "specialist_client_states_specialist_id_client_id_unique" unique ("specialist_id", "client_id");`);

    this.addSql(`create table "client_holds" ("id" serial primary key, "client_id" int not null, "kind" text check ("kind" in ('block', 'snooze')) not null, "message" varchar(1000) null, "ends_on" date null, "created_by_id" int null, "created_at" timestamptz not null default now(), "lifted_at" timestamptz null, "lifted_by_id" int null);`);
    this.addSql(`create index "client_holds_client_id_kind_lifted_at_index" on "client_holds" ("client_id", "kind", "lifted_at");`);

    this.addSql(`alter table "specialist_client_notes" add constraint "specialist_client_notes_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "specialist_client_notes" add constraint "specialist_client_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "specialist_client_states" add constraint "specialist_client_states_specialist_id_foreign" foreign key ("specialist_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "specialist_client_states" add constraint "specialist_client_states_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "client_holds" add constraint "client_holds_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "client_holds" add constraint "client_holds_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "client_holds" add constraint "client_holds_lifted_by_id_foreign" foreign key ("lifted_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "client_holds" cascade;`);
    this.addSql(`drop table if exists "specialist_client_states" cascade;`);
    this.addSql(`drop table if exists "specialist_client_notes" cascade;`);
  }

}
