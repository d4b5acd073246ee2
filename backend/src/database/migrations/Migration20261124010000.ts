import { Migration } from '@mikro-orm/migrations';

/** Reminders sent (one per client and due date) and risk flags escalated (one per flag). */
export class Migration20261124010000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reminders_sent" ("id" serial primary key, "user_id" int not null, "due_on" date not null, "reason" text check ("reason" in ('assessment_due', 'module_idle')) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "reminders_sent" add constraint "reminders_sent_user_id_due_on_unique" unique ("user_id", "due_on");`);

    this.addSql(`create table "risk_flag_escalations" ("notification_id" int not null, "escalated_at" timestamptz not null default now(), "recipients" int not null default 0, constraint "risk_flag_escalations_pkey" primary key ("notification_id"));`);

    this.addSql(`alter table "reminders_sent" add constraint "reminders_sent_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "risk_flag_escalations" add constraint "risk_flag_escalations_notification_id_foreign" foreign key ("notification_id") references "notifications" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "risk_flag_escalations" cascade;`);
    this.addSql(`drop table if exists "reminders_sent" cascade;`);
  }

}
