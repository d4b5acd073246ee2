import { Migration } from '@mikro-orm/migrations';

/**
 * Learning and care team: module instances of subscription modules, the pages done and the
 * answers given in each, the therapist–client assignments and the specialists' notifications.
 */
export class Migration20261123220400 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "therapist_assignments" ("id" serial primary key, "client_id" int not null, "therapist_id" int not null, "created_at" timestamptz not null default now(), "ended_at" timestamptz null);`);
    this.addSql(`create index "therapist_assignments_client_id_index" on "therapist_assignments" ("client_id");`);
    this.addSql(`create index "therapist_assignments_therapist_id_index" on "therapist_assignments" ("therapist_id");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "recipient_id" int not null, "client_id" int not null, "kind" text check ("kind" in ('risk_flag', 'approval_needed')) not null, "priority" text check ("priority" in ('high', 'normal')) not null default 'normal', "payload" jsonb not null, "created_at" timestamptz not null default now(), "acknowledged_at" timestamptz null, "acknowledged_by_id" int null);`);
    this.addSql(`create index "notifications_recipient_id_index" on "notifications" ("recipient_id");`);
    this.addSql(`create index "notifications_client_id_index" on "notifications" ("client_id");`);

    this.addSql(`create table "module_instances" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "subscription_module_id" int not null, "num" int not null, "started_at" timestamptz not null default now(), "completed_at" timestamptz null, "progress" smallint not null default 0, constraint module_instances_progress_check check (progress >= 0 and progress <= 100));`);
    this.addSql(`alter table "module_instances" add constraint "module_instances_subscription_module_id_num_unique" unique ("subscription_module_id", "num");`);

    this.addSql(`create table "instance_pages" ("id" serial primary key, "instance_id" int not null, "page_id" int not null, "answered_at" timestamptz not null default now(), "approval_required" boolean not null default false, "approved_at" timestamptz null, "approved_by_uuid" uuid null);`);
    this.addSql(`create index "instance_pages_page_id_index" on "instance_pages" ("page_id");`);
    this.addSql(`alter table "instance_pages" add constraint "instance_pages_instance_id_page_id_unique" unique ("instance_id", "page_id");`);

    this.addSql(`create table "question_answers" ("id" serial primary key, "instance_id" int not null, "question_id" int not null, "option_ids" jsonb null, "text_value" text null, "number_value" double precision null, "date_value" date null, "answered_at" timestamptz not null default now());`);
    this.addSql(`create index "question_answers_question_id_index" on "question_answers" ("question_id");`);
    this.addSql(`alter table "question_answers" add constraint "question_answers_instance_id_question_id_unique" unique ("instance_id", "question_id");`);

    this.addSql(`alter table "therapist_assignments" add constraint "therapist_assignments_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "therapist_assignments" add constraint "therapist_assignments_therapist_id_foreign" foreign key ("therapist_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_acknowledged_by_id_foreign" foreign key ("acknowledged_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "module_instances" add constraint "module_instances_subscription_module_id_foreign" foreign key ("subscription_module_id") references "subscription_modules" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "instance_pages" add constraint "instance_pages_instance_id_foreign" foreign key ("instance_id") references "module_instances" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "instance_pages" add constraint "instance_pages_page_id_foreign" foreign key ("page_id") references "pages" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "question_answers" add constraint "question_answers_instance_id_foreign" foreign key ("instance_id") references "module_instances" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "question_answers" add constraint "question_answers_question_id_foreign" foreign key ("question_id") references "questions" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "question_answers" cascade;`);
    this.addSql(`drop table if exists "instance_pages" cascade;`);
    this.addSql(`drop table if exists "module_instances" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "therapist_assignments" cascade;`);
  }

}
