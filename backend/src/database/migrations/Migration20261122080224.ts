import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080224 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "genders" ("id" serial primary key, "code" varchar(50) not null, "name_sv" varchar(100) not null, "name_en" varchar(100) not null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "genders" add constraint "genders_code_unique" unique ("code");`);

    this.addSql(`create table "positions" ("id" serial primary key, "code" varchar(50) not null, "name_sv" varchar(100) not null, "name_en" varchar(100) not null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "positions" add constraint "positions_code_unique" unique ("code");`);

    this.addSql(`create table "specialities" ("id" serial primary key, "code" varchar(50) not null, "name_sv" varchar(100) not null, "name_en" varchar(100) not null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "specialities" add constraint "specialities_code_unique" unique ("code");`);

    this.addSql(`create table "user_permission_grants" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "permission" varchar(100) not null, "granted_by" uuid null);`);
    this.addSql(`create index "user_permission_grants_user_id_index" on "user_permission_grants" ("user_id");`);
    this.addSql(`alter table "user_permission_grants" add constraint "user_permission_grants_user_id_permission_unique" unique ("user_id", "permission");`);

    this.addSql(`alter table "user_permission_grants" add constraint "user_permission_grants_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "users" add column "external_id" varchar(100) null, add column "phone" varchar(14) null, add column "national_id" varchar(12) null, add column "birth_year" int null, add column "gender_id" int null, add column "position_id" int null, add column "speciality_id" int null, add column "health_coach_id" int null, add column "platform_start_date" date null, add column "platform_end_date" date null, add column "profile_image" varchar(200) null, add column "free_card" jsonb null, add column "terms_accepted_at" timestamptz null, add column "activated_at" timestamptz null, add column "displayed_finding_therapist_dialog_at" timestamptz null, add column "promotion_code" varchar(50) null, add column "motifire_id" varchar(100) null;`);
    this.addSql(`alter table "users" add constraint "users_gender_id_foreign" foreign key ("gender_id") references "genders" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_position_id_foreign" foreign key ("position_id") references "positions" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_speciality_id_foreign" foreign key ("speciality_id") references "specialities" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_health_coach_id_foreign" foreign key ("health_coach_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_national_id_unique" unique ("national_id");`);
    this.addSql(`create index "users_health_coach_id_index" on "users" ("health_coach_id");`);

    // Reference lists every installation needs (not demo data).
    this.addSql(`insert into "genders" ("code", "name_sv", "name_en", "sort_order") values ('female', 'Kvinna', 'Woman', 0), ('male', 'Man', 'Man', 1), ('non-binary', 'Icke-binär', 'Non-binary', 2), ('undisclosed', 'Vill inte uppge', 'Prefer not to say', 3) on conflict ("code") do nothing;`);
    this.addSql(`insert into "positions" ("code", "name_sv", "name_en", "sort_order") values ('employee', 'Medarbetare', 'Employee', 0), ('manager', 'Chef', 'Manager', 1), ('hr', 'HR', 'HR', 2), ('psychologist', 'Psykolog', 'Psychologist', 3), ('psychotherapist', 'Psykoterapeut', 'Psychotherapist', 4), ('counsellor', 'Kurator', 'Counsellor', 5), ('health-coach', 'Hälsocoach', 'Health coach', 6) on conflict ("code") do nothing;`);
    this.addSql(`insert into "specialities" ("code", "name_sv", "name_en", "sort_order") values ('cbt', 'KBT', 'CBT', 0), ('anxiety', 'Ångest', 'Anxiety', 1), ('depression', 'Depression', 'Depression', 2), ('stress', 'Stress och utmattning', 'Stress and exhaustion', 3), ('sleep', 'Sömn', 'Sleep', 4), ('relationships', 'Relationer', 'Relationships', 5), ('addiction', 'Beroende', 'Addiction', 6), ('trauma', 'Trauma', 'Trauma', 7) on conflict ("code") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_gender_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_position_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_speciality_id_foreign";`);

    this.addSql(`drop table if exists "genders" cascade;`);

    this.addSql(`drop table if exists "positions" cascade;`);

    this.addSql(`drop table if exists "specialities" cascade;`);

    this.addSql(`drop table if exists "user_permission_grants" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_health_coach_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_national_id_unique";`);
    this.addSql(`drop index "users_health_coach_id_index";`);
    this.addSql(`alter table "users" drop column "external_id", drop column "phone", drop column "national_id", drop column "birth_year", drop column "gender_id", drop column "position_id", drop column "speciality_id", drop column "health_coach_id", drop column "platform_start_date", drop column "platform_end_date", drop column "profile_image", drop column "free_card", drop column "terms_accepted_at", drop column "activated_at", drop column "displayed_finding_therapist_dialog_at", drop column "promotion_code", drop column "motifire_id";`);
  }

}
