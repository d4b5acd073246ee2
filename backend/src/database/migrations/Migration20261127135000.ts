import { Migration } from '@mikro-orm/migrations';

/**
 * A clinic's invitation of a client may name the clinic therapist who treats them and the program
 * they start; both are applied when the invitation is accepted. A therapist or program removed
 * meanwhile leaves the invitation without it.
 */
export class Migration20261127135000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "invitations" add column "therapist_id" int null, add column "program_id" int null;`);
    this.addSql(`alter table "invitations" add constraint "invitations_therapist_id_foreign" foreign key ("therapist_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "invitations" add constraint "invitations_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invitations" drop constraint "invitations_therapist_id_foreign";`);
    this.addSql(`alter table "invitations" drop constraint "invitations_program_id_foreign";`);
    this.addSql(`alter table "invitations" drop column "therapist_id", drop column "program_id";`);
  }

}
