import { Migration } from '@mikro-orm/migrations';

/**
 * `program_subscriptions.payment_record_id`: the paid payment record that bought the subscription
 * (or turned the client's trial into it). Unique, so fulfilling a record twice cannot make a second
 * subscription; set null if a record were ever deleted (records are kept for bookkeeping).
 */
export class Migration20261127213000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "program_subscriptions" add column "payment_record_id" int null;`);
    this.addSql(`alter table "program_subscriptions" add constraint "program_subscriptions_payment_record_id_unique" unique ("payment_record_id");`);
    this.addSql(`alter table "program_subscriptions" add constraint "program_subscriptions_payment_record_id_foreign" foreign key ("payment_record_id") references "payment_records" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "program_subscriptions" drop constraint "program_subscriptions_payment_record_id_foreign";`);
    this.addSql(`alter table "program_subscriptions" drop constraint "program_subscriptions_payment_record_id_unique";`);
    this.addSql(`alter table "program_subscriptions" drop column "payment_record_id";`);
  }

}
