import { Migration } from '@mikro-orm/migrations';

/**
 * The care provider's sample review of the access log (HSLF-FS 2016:40 4:9): a review (who drew
 * it, when, over which period and scope) and its sampled reads with their flag and the reviewer's
 * mark. The access log itself is never changed: the marks live here, and the sampled rows are
 * named by their access_log id.
 */
export class Migration20261127172236 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "access_log_reviews" ("id" serial primary key, "created_at" timestamptz not null default now(), "reviewer_uuid" uuid not null, "scope" varchar(10) not null, "company_uuid" uuid null, "period_from" date not null, "period_to" date not null, "sample_size" int not null, "population" int not null);`);
    this.addSql(`create index "access_log_reviews_company_uuid_created_at_index" on "access_log_reviews" ("company_uuid", "created_at");`);

    this.addSql(`create table "access_log_review_entries" ("id" serial primary key, "review_id" int not null, "access_log_id" bigint not null, "relation" varchar(30) not null, "flag_reason" varchar(30) null, "reviewed_at" timestamptz null, "reviewed_by_uuid" uuid null, "comment" text null);`);
    this.addSql(`alter table "access_log_review_entries" add constraint "access_log_review_entries_review_id_access_log_id_unique" unique ("review_id", "access_log_id");`);
    this.addSql(`alter table "access_log_review_entries" add constraint "access_log_review_entries_review_id_foreign" foreign key ("review_id") references "access_log_reviews" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "access_log_review_entries" cascade;`);
    this.addSql(`drop table if exists "access_log_reviews" cascade;`);
  }

}
