import { Migration } from '@mikro-orm/migrations';

/**
 * Risk items get a property of their own (`is_risk_item`, `risk_threshold`) instead of being
 * recognised by their code: the seeded PHQ-9 item 9 (code `phq9_9`) becomes a risk item flagging
 * any answer above 0, as before.
 */
export class Migration20261127104500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "questions" add column "is_risk_item" boolean not null default false, add column "risk_threshold" int not null default 1;`);
    this.addSql(`update "questions" set "is_risk_item" = true, "risk_threshold" = 1 where "code" = 'phq9_9';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "questions" drop column "is_risk_item", drop column "risk_threshold";`);
  }

}
