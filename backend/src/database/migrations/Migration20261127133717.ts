import { Migration } from '@mikro-orm/migrations';

/**
 * Acknowledging a risk flag records what was done: contacted the client, referred them, or
 * something else described in a note (required for "other").
 */
export class Migration20261127133717 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "acknowledged_action" text check ("acknowledged_action" in ('contacted', 'referred', 'other')) null, add column "acknowledged_note" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop column "acknowledged_action", drop column "acknowledged_note";`);
  }

}
