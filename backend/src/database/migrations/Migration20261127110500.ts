import { Migration } from '@mikro-orm/migrations';

/**
 * An invitation may be for an account that existed before (its e-mail or personal number was in
 * use outside the inviter's company): `invitee` keeps the details as the inviter gave them and the
 * uuid the inviter is shown, so the inviter never sees nor changes that account's own details.
 * Null for an invitation that made its invitee's account.
 */
export class Migration20261127110500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "invitations" add column "invitee" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invitations" drop column "invitee";`);
  }

}
