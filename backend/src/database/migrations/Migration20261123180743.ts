import { Migration } from '@mikro-orm/migrations';

/** Extra grants belong to a membership: the company whose invitation gave them. */
export class Migration20261123180743 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "user_permission_grants" drop constraint "user_permission_grants_user_id_permission_unique";`);

    this.addSql(`alter table "user_permission_grants" add column "company_id" int null;`);
    this.addSql(`alter table "user_permission_grants" add constraint "user_permission_grants_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_permission_grants" add constraint "user_permission_grants_user_id_permission_company_id_unique" unique ("user_id", "permission", "company_id");`);
    // Grants an accepted invitation into a company gave belong to that company's membership.
    this.addSql(`update "user_permission_grants" g set "company_id" = i."company_id"
      from "invitations" i
      where i."user_id" = g."user_id" and i."accepted_at" is not null and i."company_id" is not null
        and i."permissions" @> jsonb_build_array(g."permission");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_permission_grants" drop constraint "user_permission_grants_company_id_foreign";`);

    this.addSql(`alter table "user_permission_grants" drop constraint "user_permission_grants_user_id_permission_company_id_unique";`);
    this.addSql(`alter table "user_permission_grants" drop column "company_id";`);

    this.addSql(`alter table "user_permission_grants" add constraint "user_permission_grants_user_id_permission_unique" unique ("user_id", "permission");`);
  }

}
