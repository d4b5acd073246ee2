import { Migration } from '@mikro-orm/migrations';

/**
 * `users.access_version`: the database counts every change of what a caller's grants are built
 * from (role, memberships, unit memberships, own grants, self-service links, a unit's company), so
 * an API process may keep a built caller and check only this number on each request. Triggers,
 * not application code, so no write path (ORM, plain SQL, a cascade) can forget it.
 */
export class Migration20261123214500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "access_version" int not null default 0;`);
    this.addSql(`create function "bump_member_access_version"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update users set access_version = access_version + 1 where id = old.user_id;
  end if;
  if tg_op <> 'DELETE' then
    update users set access_version = access_version + 1 where id = new.user_id;
  end if;
  return null;
end $$;`);
    for (const table of ['company_members', 'company_unit_members', 'user_permission_grants', 'company_email_links']) {
      this.addSql(`create trigger "${table}_access_version" after insert or update or delete on "${table}"
  for each row execute function "bump_member_access_version"();`);
    }
    this.addSql(`create function "bump_role_access_version"() returns trigger language plpgsql as $$
begin
  new.access_version := old.access_version + 1;
  return new;
end $$;`);
    this.addSql(`create trigger "users_role_access_version" before update of "role" on "users"
  for each row when (new.role is distinct from old.role) execute function "bump_role_access_version"();`);
    this.addSql(`create function "bump_unit_access_version"() returns trigger language plpgsql as $$
begin
  update users set access_version = access_version + 1
    where id in (select user_id from company_unit_members where unit_id = new.id);
  return null;
end $$;`);
    this.addSql(`create trigger "company_units_access_version" after update of "company_id", "uuid" on "company_units"
  for each row execute function "bump_unit_access_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "company_units_access_version" on "company_units";`);
    this.addSql(`drop function "bump_unit_access_version"();`);
    this.addSql(`drop trigger "users_role_access_version" on "users";`);
    this.addSql(`drop function "bump_role_access_version"();`);
    for (const table of ['company_members', 'company_unit_members', 'user_permission_grants', 'company_email_links']) {
      this.addSql(`drop trigger "${table}_access_version" on "${table}";`);
    }
    this.addSql(`drop function "bump_member_access_version"();`);
    this.addSql(`alter table "users" drop column "access_version";`);
  }

}
