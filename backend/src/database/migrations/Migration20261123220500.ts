import { Migration } from '@mikro-orm/migrations';

/** Program subscriptions: start date, trial and temporary flags, cancellation and ended treatment. */
export class Migration20261123220500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "program_subscriptions" add column "start_date" date null, add column "is_trial" boolean not null default false, add column "temporary" boolean not null default false, add column "cancelled_at" timestamptz null, add column "ended_at" timestamptz null, add column "end_reason" varchar(80) null, add column "end_comment" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "program_subscriptions" drop column "start_date", drop column "is_trial", drop column "temporary", drop column "cancelled_at", drop column "ended_at", drop column "end_reason", drop column "end_comment";`);
  }

}
