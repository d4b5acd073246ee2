import { Migration } from '@mikro-orm/migrations';
import { nationalIdCipherFromProcessEnv } from 'src/users/national-id/national-id-keys';

/**
 * Personal identity numbers at rest: each user's number is sealed (AES-256-GCM, column
 * national_id_sealed) and found by its keyed blind index (national_id_index, unique); an
 * invitation's invitee details keep the same two instead of national_id. The plain column is
 * dropped. The keys come from NATIONAL_ID_KEYS, NATIONAL_ID_KEY_ID and NATIONAL_ID_INDEX_KEY with
 * the development defaults of the environment, and in production the migration stops without them
 * (see users/national-id/national-id-keys.ts). Everything happens in the migration's transaction:
 * a failure leaves the plain column as it was.
 */
export class Migration20261127164123 extends Migration {

  override async up(): Promise<void> {
    const cipher = nationalIdCipherFromProcessEnv();
    await this.execute(`alter table "users" add column "national_id_sealed" text null, add column "national_id_index" varchar(64) null;`);
    const users = (await this.execute(
      `select "id", "national_id" from "users" where "national_id" is not null`,
    )) as { id: number; national_id: string }[];
    for (const user of users) {
      await this.execute(
        `update "users" set "national_id_sealed" = ?, "national_id_index" = ? where "id" = ?`,
        [cipher.seal(user.national_id), cipher.index(user.national_id), user.id],
      );
    }
    const invitations = (await this.execute(
      `select "id", "invitee"->>'national_id' as "national_id" from "invitations" where jsonb_exists("invitee", 'national_id')`,
    )) as { id: number; national_id: string | null }[];
    for (const invitation of invitations) {
      const sealed = invitation.national_id === null ? null : cipher.seal(invitation.national_id);
      const index = invitation.national_id === null ? null : cipher.index(invitation.national_id);
      await this.execute(
        `update "invitations" set "invitee" = ("invitee" - 'national_id') || jsonb_build_object('national_id_sealed', ?::text, 'national_id_index', ?::text) where "id" = ?`,
        [sealed, index, invitation.id],
      );
    }
    await this.execute(`alter table "users" drop constraint "users_national_id_unique";`);
    await this.execute(`alter table "users" drop column "national_id";`);
    await this.execute(`alter table "users" add constraint "users_national_id_index_unique" unique ("national_id_index");`);
  }

  override async down(): Promise<void> {
    const cipher = nationalIdCipherFromProcessEnv();
    await this.execute(`alter table "users" add column "national_id" varchar(12) null;`);
    const users = (await this.execute(
      `select "id", "national_id_sealed" from "users" where "national_id_sealed" is not null`,
    )) as { id: number; national_id_sealed: string }[];
    for (const user of users) {
      await this.execute(`update "users" set "national_id" = ? where "id" = ?`, [
        cipher.open(user.national_id_sealed),
        user.id,
      ]);
    }
    const invitations = (await this.execute(
      `select "id", "invitee"->>'national_id_sealed' as "sealed" from "invitations" where jsonb_exists("invitee", 'national_id_sealed')`,
    )) as { id: number; sealed: string | null }[];
    for (const invitation of invitations) {
      await this.execute(
        `update "invitations" set "invitee" = ("invitee" - 'national_id_sealed' - 'national_id_index') || jsonb_build_object('national_id', ?::text) where "id" = ?`,
        [cipher.openOrNull(invitation.sealed), invitation.id],
      );
    }
    await this.execute(`alter table "users" drop constraint "users_national_id_index_unique";`);
    await this.execute(`alter table "users" drop column "national_id_sealed", drop column "national_id_index";`);
    await this.execute(`alter table "users" add constraint "users_national_id_unique" unique ("national_id");`);
  }

}
