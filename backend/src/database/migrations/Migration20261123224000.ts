import { Migration } from '@mikro-orm/migrations';

/** Generated reports: one per completed module instance and report template, with its elements. */
export class Migration20261123224000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "generated_reports" ("id" serial primary key, "client_id" int not null, "module_instance_id" int not null, "template_id" int null, "language" text check ("language" in ('sv', 'en')) not null, "name" varchar(300) null, "description" text null, "visible_to_client" boolean not null default false, "created_at" timestamptz not null default now(), "client_viewed_at" timestamptz null, "offer_display_at" timestamptz null, "offer_accepted_at" timestamptz null, "offer_declined_at" timestamptz null);`);
    this.addSql(`create index "generated_reports_client_id_index" on "generated_reports" ("client_id");`);
    this.addSql(`create index "generated_reports_template_id_index" on "generated_reports" ("template_id");`);
    this.addSql(`alter table "generated_reports" add constraint "generated_reports_module_instance_id_template_id_unique" unique ("module_instance_id", "template_id");`);

    this.addSql(`create table "generated_report_elements" ("id" serial primary key, "report_id" int not null, "position" int not null default 0, "element_type" text check ("element_type" in ('title', 'single_question', 'combined_question')) not null, "reference_type" text check ("reference_type" in ('none', 'other')) not null default 'none', "name" varchar(300) null, "explanation_text" text null, "question" text null, "answer" text null, "score" int null, "max_score" int null, "bar_value" double precision null, "interval_label" varchar(300) null, "interval_color" varchar(7) null, "interval_explanation" text null);`);
    this.addSql(`create index "generated_report_elements_report_id_index" on "generated_report_elements" ("report_id");`);

    this.addSql(`alter table "generated_reports" add constraint "generated_reports_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "generated_reports" add constraint "generated_reports_module_instance_id_foreign" foreign key ("module_instance_id") references "module_instances" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "generated_reports" add constraint "generated_reports_template_id_foreign" foreign key ("template_id") references "report_templates" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "generated_report_elements" add constraint "generated_report_elements_report_id_foreign" foreign key ("report_id") references "generated_reports" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "generated_report_elements" cascade;`);
    this.addSql(`drop table if exists "generated_reports" cascade;`);
  }

}
