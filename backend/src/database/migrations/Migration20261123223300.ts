import { Migration } from '@mikro-orm/migrations';

/** Program subscriptions: when the expiry job flagged one as having fewer than 3 days left. */
export class Migration20261123223300 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "program_subscriptions" add column "few_days_left_notified_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "program_subscriptions" drop column "few_days_left_notified_at";`);
  }

}
