import { Migration } from '@mikro-orm/migrations';

/**
 * History of two care relations that carried no dates (PDL 8:5, HSLF-FS 2016:40 4:9: who read
 * under which relation, at the moment of the read): `health_coach_periods` (who was a client's
 * health coach, `users.health_coach_id`) and `company_membership_periods` (who was a member of a
 * company, `company_members`, whose rows are deleted when someone leaves). Triggers, not
 * application code, keep them, so no write path (ORM, plain SQL, the erasure, a cascade) can
 * forget them: a change closes the open period (`ended_at = now()`) and opens a new one
 * (`started_at = now()`); timestamptz, so UTC.
 *
 * The backfill opens today's relations: a membership from `company_members.created_at` (the day
 * the row was made, which is when the person joined); a health coach from the client's
 * `users.created_at`, since the column never kept when the coach was set: the backfilled coach
 * counts from the account's creation.
 */
export class Migration20261127203000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "health_coach_periods" ("id" serial primary key, "client_id" int not null, "coach_id" int not null, "started_at" timestamptz not null default now(), "ended_at" timestamptz null, constraint health_coach_periods_order_check check (ended_at is null or ended_at >= started_at));`);
    this.addSql(`create index "health_coach_periods_client_id_index" on "health_coach_periods" ("client_id");`);
    this.addSql(`create index "health_coach_periods_coach_id_index" on "health_coach_periods" ("coach_id");`);
    this.addSql(`create unique index "health_coach_periods_open_unique" on "health_coach_periods" ("client_id") where "ended_at" is null;`);
    this.addSql(`alter table "health_coach_periods" add constraint "health_coach_periods_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "health_coach_periods" add constraint "health_coach_periods_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "company_membership_periods" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "started_at" timestamptz not null default now(), "ended_at" timestamptz null, constraint company_membership_periods_order_check check (ended_at is null or ended_at >= started_at));`);
    this.addSql(`create index "company_membership_periods_user_id_index" on "company_membership_periods" ("user_id");`);
    this.addSql(`create index "company_membership_periods_company_id_user_id_index" on "company_membership_periods" ("company_id", "user_id");`);
    this.addSql(`create unique index "company_membership_periods_open_unique" on "company_membership_periods" ("company_id", "user_id") where "ended_at" is null;`);
    this.addSql(`alter table "company_membership_periods" add constraint "company_membership_periods_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_membership_periods" add constraint "company_membership_periods_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function "keep_health_coach_periods"() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    update health_coach_periods set ended_at = now() where client_id = old.id and ended_at is null;
  end if;
  if new.health_coach_id is not null then
    insert into health_coach_periods (client_id, coach_id, started_at)
    values (new.id, new.health_coach_id, now());
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "users_health_coach_period_insert" after insert on "users"
  for each row when (new.health_coach_id is not null) execute function "keep_health_coach_periods"();`);
    this.addSql(`create trigger "users_health_coach_period_update" after update of "health_coach_id" on "users"
  for each row when (new.health_coach_id is distinct from old.health_coach_id)
  execute function "keep_health_coach_periods"();`);

    this.addSql(`create function "keep_company_membership_periods"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update company_membership_periods set ended_at = now()
     where company_id = old.company_id and user_id = old.user_id and ended_at is null;
  end if;
  if tg_op <> 'DELETE' then
    insert into company_membership_periods (company_id, user_id, started_at)
    values (new.company_id, new.user_id, now());
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "company_members_membership_period" after insert or delete on "company_members"
  for each row execute function "keep_company_membership_periods"();`);
    this.addSql(`create trigger "company_members_membership_period_update" after update of "company_id", "user_id" on "company_members"
  for each row when (new.company_id is distinct from old.company_id or new.user_id is distinct from old.user_id)
  execute function "keep_company_membership_periods"();`);

    // Today's relations. A coach from the client's account creation (no better date is kept).
    this.addSql(`insert into "health_coach_periods" ("client_id", "coach_id", "started_at")
  select "id", "health_coach_id", "created_at" from "users" where "health_coach_id" is not null;`);
    // A membership from the day its row was made.
    this.addSql(`insert into "company_membership_periods" ("company_id", "user_id", "started_at")
  select "company_id", "user_id", "created_at" from "company_members";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "company_members_membership_period_update" on "company_members";`);
    this.addSql(`drop trigger "company_members_membership_period" on "company_members";`);
    this.addSql(`drop function "keep_company_membership_periods"();`);
    this.addSql(`drop trigger "users_health_coach_period_update" on "users";`);
    this.addSql(`drop trigger "users_health_coach_period_insert" on "users";`);
    this.addSql(`drop function "keep_health_coach_periods"();`);
    this.addSql(`drop table if exists "company_membership_periods" cascade;`);
    this.addSql(`drop table if exists "health_coach_periods" cascade;`);
  }

}
