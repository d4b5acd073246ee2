import { Migration } from '@mikro-orm/migrations';

/**
 * Generated reports in every language: the report's and each element's texts are frozen per
 * language when the report is built (one row per language), so a report reads in the caller's
 * language. Reports built before keep their texts in the client's language, copied here.
 */
export class Migration20261124020000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "generated_report_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "report_id" int not null, "name" varchar(300) null, "description" text null);`);
    this.addSql(`alter table "generated_report_texts" add constraint "generated_report_texts_report_id_language_unique" unique ("report_id", "language");`);
    this.addSql(`alter table "generated_report_texts" add constraint "generated_report_texts_report_id_foreign" foreign key ("report_id") references "generated_reports" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "generated_report_element_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "element_id" int not null, "name" varchar(300) null, "explanation_text" text null, "question" text null, "answer" text null, "interval_label" varchar(300) null, "interval_explanation" text null);`);
    this.addSql(`alter table "generated_report_element_texts" add constraint "generated_report_element_texts_element_id_language_unique" unique ("element_id", "language");`);
    this.addSql(`alter table "generated_report_element_texts" add constraint "generated_report_element_texts_element_id_foreign" foreign key ("element_id") references "generated_report_elements" ("id") on update cascade on delete cascade;`);

    this.addSql(`insert into "generated_report_texts" ("language", "report_id", "name", "description") select "language", "id", "name", "description" from "generated_reports";`);
    this.addSql(`insert into "generated_report_element_texts" ("language", "element_id", "name", "explanation_text", "question", "answer", "interval_label", "interval_explanation") select r."language", e."id", e."name", e."explanation_text", e."question", e."answer", e."interval_label", e."interval_explanation" from "generated_report_elements" e join "generated_reports" r on r."id" = e."report_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "generated_report_element_texts" cascade;`);
    this.addSql(`drop table if exists "generated_report_texts" cascade;`);
  }

}
