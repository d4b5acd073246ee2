import { Migration } from '@mikro-orm/migrations';

/**
 * A company may require e-ID sign-in of its staff (company administrators and members with a
 * staff platform role): their password login is refused with auth.eidRequired (HSLF-FS 2016:40
 * 3:15). Off for every existing company.
 */
export class Migration20261127165706 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "require_eid_for_staff" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "companies" drop column "require_eid_for_staff";`);
  }

}
