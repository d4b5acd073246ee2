import { Migration } from '@mikro-orm/migrations';

/**
 * Chat: one conversation per client and specialist, its text messages (read_at set when the
 * recipient reads them), the specialists' message templates, and the offline notices mailed (at
 * most one per conversation and recipient per hour).
 */
export class Migration20261124060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "conversations" ("id" serial primary key, "client_id" int not null, "specialist_id" int not null, "status" text check ("status" in ('active', 'paused')) not null default 'active', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "last_message_at" timestamptz null);`,
    );
    this.addSql(`create index "conversations_client_id_index" on "conversations" ("client_id");`);
    this.addSql(
      `create index "conversations_specialist_id_last_message_at_index" on "conversations" ("specialist_id", "last_message_at");`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_client_id_specialist_id_unique" unique ("client_id", "specialist_id");`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_specialist_id_foreign" foreign key ("specialist_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "messages" ("id" serial primary key, "conversation_id" int not null, "sender_id" int not null, "body" text not null, "created_at" timestamptz not null default now(), "read_at" timestamptz null);`,
    );
    this.addSql(`create index "messages_sender_id_index" on "messages" ("sender_id");`);
    this.addSql(
      `create index "messages_conversation_id_id_index" on "messages" ("conversation_id", "id");`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "message_templates" ("id" serial primary key, "owner_id" int not null, "title" varchar(200) not null, "body" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "message_templates_owner_id_index" on "message_templates" ("owner_id");`,
    );
    this.addSql(
      `alter table "message_templates" add constraint "message_templates_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "chat_offline_notices" ("id" serial primary key, "conversation_id" int not null, "recipient_id" int not null, "sent_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "chat_offline_notices_conversation_id_recipient_id_sent_at_index" on "chat_offline_notices" ("conversation_id", "recipient_id", "sent_at");`,
    );
    this.addSql(
      `alter table "chat_offline_notices" add constraint "chat_offline_notices_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_offline_notices" add constraint "chat_offline_notices_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_offline_notices" cascade;`);
    this.addSql(`drop table if exists "message_templates" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
  }
}
