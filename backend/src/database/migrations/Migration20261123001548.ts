import { Migration } from '@mikro-orm/migrations';

export class Migration20261123001548 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "attributes" ("id" serial primary key, "type" text check ("type" in ('end_treatment')) not null, "value" varchar(80) not null, "position" int not null default 0);`);
    this.addSql(`alter table "attributes" add constraint "attributes_type_value_unique" unique ("type", "value");`);

    this.addSql(`create table "attribute_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "attribute_id" int not null, "name" varchar(300) not null);`);
    this.addSql(`alter table "attribute_texts" add constraint "attribute_texts_attribute_id_language_unique" unique ("attribute_id", "language");`);

    this.addSql(`create table "company_product_groups" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "company_id" int not null, "category" varchar(80) not null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "company_product_groups" add constraint "company_product_groups_company_id_category_unique" unique ("company_id", "category");`);

    this.addSql(`create table "company_subscriptions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "company_id" int not null, "name" varchar(200) not null, "billing_start_date" date not null, "licensed_price_per_user" int not null, "metered_price_per_credit" int not null, "credit_amount" int not null, "credit_limit_per_user" int not null, "credits_taken" int not null default 0, "subscription_model_uuid" uuid not null, "licensed_price_id" varchar(255) null, "metered_price_id" varchar(255) null, constraint company_subscriptions_credits_check check (credits_taken >= 0 and credits_taken <= credit_amount));`);
    this.addSql(`alter table "company_subscriptions" add constraint "company_subscriptions_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "company_subscriptions" add constraint "company_subscriptions_company_id_unique" unique ("company_id");`);

    this.addSql(`create table "consent_documents" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "company_id" int not null, "title_sv" varchar(200) not null, "title_en" varchar(200) not null, "body_sv" text not null, "body_en" text not null, "version" int not null default 1, "active" boolean not null default true);`);
    this.addSql(`alter table "consent_documents" add constraint "consent_documents_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "consent_documents_company_id_index" on "consent_documents" ("company_id");`);

    this.addSql(`create table "cost_centres" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "company_id" int not null, "unit_id" int null, "code" varchar(50) not null, "name" varchar(200) not null);`);
    this.addSql(`alter table "cost_centres" add constraint "cost_centres_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "cost_centres_unit_id_index" on "cost_centres" ("unit_id");`);
    this.addSql(`alter table "cost_centres" add constraint "cost_centres_company_id_code_unique" unique ("company_id", "code");`);

    this.addSql(`create table "duration_options" ("id" serial primary key, "days" int not null, "name_sv" varchar(100) not null, "name_en" varchar(100) not null);`);
    this.addSql(`alter table "duration_options" add constraint "duration_options_days_unique" unique ("days");`);

    this.addSql(`create table "module_groups" ("id" serial primary key, "value" varchar(60) not null, "name_sv" varchar(100) not null, "name_en" varchar(100) not null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "module_groups" add constraint "module_groups_value_unique" unique ("value");`);

    this.addSql(`create table "products" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "code" varchar(80) not null, "type" text check ("type" in ('business', 'private')) not null, "category" varchar(80) not null, "name_sv" varchar(200) not null, "name_en" varchar(200) not null, "default_price" int not null default 0, "credit_value" int null, "per_call" boolean not null default false, "starting_at" boolean not null default false, "sort_order" int not null default 0, "active" boolean not null default true);`);
    this.addSql(`alter table "products" add constraint "products_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "products" add constraint "products_code_unique" unique ("code");`);

    this.addSql(`create table "company_products" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "company_id" int not null, "product_id" int not null, "category" varchar(80) not null, "sort_order" int not null default 0, "is_selected" boolean not null default false, "is_disabled" boolean not null default false, "external_id" varchar(100) null, "number_of_test_kits" int null, "number_of_calls" int null, "unit_price" int null, "cost_centre_id" int null);`);
    this.addSql(`create index "company_products_product_id_index" on "company_products" ("product_id");`);
    this.addSql(`alter table "company_products" add constraint "company_products_company_id_product_id_unique" unique ("company_id", "product_id");`);

    this.addSql(`create table "reference_templates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null);`);
    this.addSql(`alter table "reference_templates" add constraint "reference_templates_uuid_unique" unique ("uuid");`);

    this.addSql(`create table "reference_intervals" ("id" serial primary key, "template_id" int not null, "position" int not null default 0, "start_value" int not null, "value" int not null, "color" varchar(7) not null, constraint reference_intervals_color_check check (color ~ '^#[0-9a-fA-F]{6}\$'), constraint reference_intervals_bounds_check check (start_value <= value));`);
    this.addSql(`create index "reference_intervals_template_id_index" on "reference_intervals" ("template_id");`);

    this.addSql(`create table "reference_interval_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "interval_id" int not null, "label" varchar(300) not null, "explanation_text" text null);`);
    this.addSql(`alter table "reference_interval_texts" add constraint "reference_interval_texts_interval_id_language_unique" unique ("interval_id", "language");`);

    this.addSql(`create table "reference_template_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "template_id" int not null, "name" varchar(300) not null);`);
    this.addSql(`alter table "reference_template_texts" add constraint "reference_template_texts_template_id_language_unique" unique ("template_id", "language");`);

    this.addSql(`create table "subscription_models" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "name" varchar(100) not null, "type" varchar(40) not null);`);
    this.addSql(`alter table "subscription_models" add constraint "subscription_models_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "subscription_models" add constraint "subscription_models_name_unique" unique ("name");`);
    this.addSql(`create index "subscription_models_type_index" on "subscription_models" ("type");`);

    this.addSql(`create table "programs" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "duration_days" int not null, "is_default" boolean not null default false, "open_all_modules" boolean not null default false, "is_treatment" boolean not null default false, "hide_in_digital_treatment" boolean not null default false, "subscription_model_id" int not null);`);
    this.addSql(`alter table "programs" add constraint "programs_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "programs_subscription_model_id_index" on "programs" ("subscription_model_id");`);

    this.addSql(`create table "program_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "program_id" int not null, "name" varchar(300) not null, "plain_name" varchar(300) not null, "description" text null);`);
    this.addSql(`create index "program_texts_language_plain_name_index" on "program_texts" ("language", "plain_name");`);
    this.addSql(`alter table "program_texts" add constraint "program_texts_program_id_language_unique" unique ("program_id", "language");`);

    this.addSql(`create table "program_content_permissions" ("program_id" int not null, "module_group_id" int not null, constraint "program_content_permissions_pkey" primary key ("program_id", "module_group_id"));`);

    this.addSql(`create table "company_programs" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "company_id" int not null, "program_id" int not null);`);
    this.addSql(`create index "company_programs_program_id_index" on "company_programs" ("program_id");`);
    this.addSql(`alter table "company_programs" add constraint "company_programs_company_id_program_id_unique" unique ("company_id", "program_id");`);

    this.addSql(`create table "tests" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "code" varchar(80) null);`);
    this.addSql(`alter table "tests" add constraint "tests_uuid_unique" unique ("uuid");`);
    this.addSql(`alter table "tests" add constraint "tests_code_unique" unique ("code");`);

    this.addSql(`create table "report_templates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "visible_to_client" boolean not null default false, "test_id" int null);`);
    this.addSql(`alter table "report_templates" add constraint "report_templates_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "report_templates_test_id_index" on "report_templates" ("test_id");`);

    this.addSql(`create table "report_template_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "template_id" int not null, "name" varchar(300) not null, "description" text null);`);
    this.addSql(`alter table "report_template_texts" add constraint "report_template_texts_template_id_language_unique" unique ("template_id", "language");`);

    this.addSql(`create table "modules" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "type" text check ("type" in ('module', 'assessment')) not null default 'module', "category" varchar(80) null, "is_published" boolean not null default false, "chat_available" boolean not null default false, "billable" boolean not null default false, "suggested" boolean not null default false, "repeatable" boolean not null default false, "iteration_days" int null, "test_id" int null);`);
    this.addSql(`alter table "modules" add constraint "modules_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "modules_test_id_index" on "modules" ("test_id");`);

    this.addSql(`create table "program_modules" ("id" serial primary key, "program_id" int not null, "module_id" int not null, "kind" text check ("kind" in ('module', 'assessment')) not null, "position" int not null);`);
    this.addSql(`create index "program_modules_module_id_index" on "program_modules" ("module_id");`);
    this.addSql(`alter table "program_modules" add constraint "program_modules_program_id_module_id_unique" unique ("program_id", "module_id");`);

    this.addSql(`create table "module_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "module_id" int not null, "name" varchar(300) not null, "description" text null);`);
    this.addSql(`alter table "module_texts" add constraint "module_texts_module_id_language_unique" unique ("module_id", "language");`);

    this.addSql(`create table "chapters" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "module_id" int not null, "position" int not null default 0);`);
    this.addSql(`create index "chapters_module_id_index" on "chapters" ("module_id");`);

    this.addSql(`create table "sections" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "chapter_id" int null, "test_id" int null, "position" int not null default 0, constraint sections_one_parent_check check ((chapter_id is null) <> (test_id is null)));`);
    this.addSql(`create index "sections_chapter_id_index" on "sections" ("chapter_id");`);
    this.addSql(`create index "sections_test_id_index" on "sections" ("test_id");`);

    this.addSql(`create table "section_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "section_id" int not null, "name" varchar(300) not null);`);
    this.addSql(`alter table "section_texts" add constraint "section_texts_section_id_language_unique" unique ("section_id", "language");`);

    this.addSql(`create table "pages" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "section_id" int not null, "position" int not null default 0, "page_type" text check ("page_type" in ('content', 'questions', 'report', 'video')) not null default 'content', "answer_type" text check ("answer_type" in ('single_choice', 'multiple_choice', 'text', 'long_text', 'scale', 'number', 'date')) null, "tool" varchar(80) null, "questionnaire_template" varchar(80) null, "report_read_mandatory" boolean not null default false, "content_report_data" jsonb null, "therapist_approval_required" boolean not null default false);`);
    this.addSql(`create index "pages_section_id_index" on "pages" ("section_id");`);

    this.addSql(`create table "questions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "page_id" int not null, "position" int not null default 0, "code" varchar(80) null, "required" boolean not null default true, "reverse_scored" boolean not null default false);`);
    this.addSql(`create index "questions_page_id_index" on "questions" ("page_id");`);

    this.addSql(`create table "report_elements" ("id" serial primary key, "template_id" int not null, "position" int not null default 0, "element_type" text check ("element_type" in ('title', 'single_question', 'combined_question')) not null, "question_id" int null, "reference_type" text check ("reference_type" in ('none', 'other')) not null default 'none', "reference_template_id" int null, "bar_details" jsonb null);`);
    this.addSql(`create index "report_elements_template_id_index" on "report_elements" ("template_id");`);
    this.addSql(`create index "report_elements_question_id_index" on "report_elements" ("question_id");`);
    this.addSql(`create index "report_elements_reference_template_id_index" on "report_elements" ("reference_template_id");`);

    this.addSql(`create table "report_element_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "element_id" int not null, "name" varchar(300) not null, "explanation_text" text null);`);
    this.addSql(`alter table "report_element_texts" add constraint "report_element_texts_element_id_language_unique" unique ("element_id", "language");`);

    this.addSql(`create table "report_element_questions" ("report_element_id" int not null, "question_id" int not null, constraint "report_element_questions_pkey" primary key ("report_element_id", "question_id"));`);

    this.addSql(`create table "question_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "question_id" int not null, "text" text not null);`);
    this.addSql(`alter table "question_texts" add constraint "question_texts_question_id_language_unique" unique ("question_id", "language");`);

    this.addSql(`create table "answer_options" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "question_id" int not null, "position" int not null default 0, "value" int not null default 0, "is_correct" boolean not null default false);`);
    this.addSql(`create index "answer_options_question_id_index" on "answer_options" ("question_id");`);

    this.addSql(`create table "answer_option_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "option_id" int not null, "label" varchar(300) not null);`);
    this.addSql(`alter table "answer_option_texts" add constraint "answer_option_texts_option_id_language_unique" unique ("option_id", "language");`);

    this.addSql(`create table "page_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "page_id" int not null, "name" varchar(300) not null, "body" text null);`);
    this.addSql(`alter table "page_texts" add constraint "page_texts_page_id_language_unique" unique ("page_id", "language");`);

    this.addSql(`create table "chapter_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "chapter_id" int not null, "name" varchar(300) not null);`);
    this.addSql(`alter table "chapter_texts" add constraint "chapter_texts_chapter_id_language_unique" unique ("chapter_id", "language");`);

    this.addSql(`create table "test_texts" ("id" serial primary key, "language" text check ("language" in ('sv', 'en')) not null, "test_id" int not null, "name" varchar(300) not null, "description" text null);`);
    this.addSql(`alter table "test_texts" add constraint "test_texts_test_id_language_unique" unique ("test_id", "language");`);

    this.addSql(`create table "usage_records" ("id" serial primary key, "uuid" uuid not null, "company_id" int not null, "unit_id" int null, "user_id" int not null, "credits" int not null, "meta" jsonb not null, "created_by_uuid" uuid not null, "created_at" timestamptz not null default now(), constraint usage_records_credits_check check (credits > 0));`);
    this.addSql(`alter table "usage_records" add constraint "usage_records_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "usage_records_user_id_index" on "usage_records" ("user_id");`);
    this.addSql(`create index "usage_records_company_id_created_at_index" on "usage_records" ("company_id", "created_at");`);

    this.addSql(`create table "usage_record_products" ("id" serial primary key, "usage_record_id" int not null, "product_id" int not null, "quantity" int not null, "credit_value" int not null, constraint usage_record_products_check check (quantity > 0 and credit_value >= 0));`);
    this.addSql(`create index "usage_record_products_usage_record_id_index" on "usage_record_products" ("usage_record_id");`);

    this.addSql(`create table "program_subscriptions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "user_id" int not null, "subscription_model_id" int not null, "status" text check ("status" in ('active', 'expired', 'cancelled', 'ended')) not null default 'active', "end_date" date null);`);
    this.addSql(`alter table "program_subscriptions" add constraint "program_subscriptions_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "program_subscriptions_user_id_index" on "program_subscriptions" ("user_id");`);
    this.addSql(`create index "program_subscriptions_subscription_model_id_index" on "program_subscriptions" ("subscription_model_id");`);
    this.addSql(`create index "program_subscriptions_status_index" on "program_subscriptions" ("status");`);

    this.addSql(`create table "program_subscription_programs" ("subscription_id" int not null, "program_id" int not null, constraint "program_subscription_programs_pkey" primary key ("subscription_id", "program_id"));`);
    this.addSql(`create index "program_subscription_programs_program_id_index" on "program_subscription_programs" ("program_id");`);

    this.addSql(`create table "subscription_modules" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "subscription_id" int not null, "module_id" int not null, "position" int not null, "is_open" boolean not null default false, "module_status" smallint not null default 1, "progress" smallint not null default 0, constraint subscription_modules_progress_check check (progress >= 0 and progress <= 100));`);
    this.addSql(`create index "subscription_modules_module_id_index" on "subscription_modules" ("module_id");`);
    this.addSql(`alter table "subscription_modules" add constraint "subscription_modules_subscription_id_module_id_unique" unique ("subscription_id", "module_id");`);

    this.addSql(`create table "consent_acceptances" ("id" serial primary key, "consent_document_id" int not null, "user_id" int not null, "version" int not null, "accepted_at" timestamptz not null default now());`);
    this.addSql(`create index "consent_acceptances_user_id_index" on "consent_acceptances" ("user_id");`);
    this.addSql(`alter table "consent_acceptances" add constraint "consent_acceptances_consent_document_id_user_id_version_unique" unique ("consent_document_id", "user_id", "version");`);

    this.addSql(`create table "company_email_links" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uuid" uuid not null, "user_id" int not null, "company_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) null, "expires_at" timestamptz not null, "confirmed_at" timestamptz null, "created_membership" boolean not null default false);`);
    this.addSql(`alter table "company_email_links" add constraint "company_email_links_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "company_email_links_email_index" on "company_email_links" ("email");`);
    this.addSql(`alter table "company_email_links" add constraint "company_email_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "company_email_links_user_id_company_id_index" on "company_email_links" ("user_id", "company_id");`);

    this.addSql(`create table "company_credits" ("id" serial primary key, "uuid" uuid not null, "company_id" int not null, "unit_id" int null, "user_id" int null, "quantity" int not null, "created_by_uuid" uuid not null, "created_at" timestamptz not null default now(), constraint company_credits_quantity_check check (quantity > 0));`);
    this.addSql(`alter table "company_credits" add constraint "company_credits_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "company_credits_company_id_user_id_index" on "company_credits" ("company_id", "user_id");`);

    this.addSql(`create table "user_credit_balances" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "total" int not null default 0, "taken" int not null default 0, "updated_at" timestamptz not null default now(), constraint user_credit_balances_check check (taken >= 0 and total >= 0 and taken <= total));`);
    this.addSql(`create index "user_credit_balances_user_id_index" on "user_credit_balances" ("user_id");`);
    this.addSql(`alter table "user_credit_balances" add constraint "user_credit_balances_company_id_user_id_unique" unique ("company_id", "user_id");`);

    this.addSql(`create table "user_documents" ("id" serial primary key, "uuid" uuid not null, "user_id" int not null, "company_id" int not null, "original_name" varchar(255) not null, "content_type" varchar(100) not null, "size_bytes" int not null, "storage_key" varchar(100) not null, "uploaded_by_uuid" uuid not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "user_documents" add constraint "user_documents_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "user_documents_company_id_index" on "user_documents" ("company_id");`);
    this.addSql(`alter table "user_documents" add constraint "user_documents_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "user_documents_user_id_company_id_index" on "user_documents" ("user_id", "company_id");`);

    this.addSql(`alter table "attribute_texts" add constraint "attribute_texts_attribute_id_foreign" foreign key ("attribute_id") references "attributes" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_product_groups" add constraint "company_product_groups_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_subscriptions" add constraint "company_subscriptions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "consent_documents" add constraint "consent_documents_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cost_centres" add constraint "cost_centres_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cost_centres" add constraint "cost_centres_unit_id_foreign" foreign key ("unit_id") references "company_units" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "company_products" add constraint "company_products_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_products" add constraint "company_products_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "company_products" add constraint "company_products_cost_centre_id_foreign" foreign key ("cost_centre_id") references "cost_centres" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "reference_intervals" add constraint "reference_intervals_template_id_foreign" foreign key ("template_id") references "reference_templates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reference_interval_texts" add constraint "reference_interval_texts_interval_id_foreign" foreign key ("interval_id") references "reference_intervals" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reference_template_texts" add constraint "reference_template_texts_template_id_foreign" foreign key ("template_id") references "reference_templates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "programs" add constraint "programs_subscription_model_id_foreign" foreign key ("subscription_model_id") references "subscription_models" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "program_texts" add constraint "program_texts_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "program_content_permissions" add constraint "program_content_permissions_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "program_content_permissions" add constraint "program_content_permissions_module_group_id_foreign" foreign key ("module_group_id") references "module_groups" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_programs" add constraint "company_programs_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_programs" add constraint "company_programs_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report_templates" add constraint "report_templates_test_id_foreign" foreign key ("test_id") references "tests" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "report_template_texts" add constraint "report_template_texts_template_id_foreign" foreign key ("template_id") references "report_templates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "modules" add constraint "modules_test_id_foreign" foreign key ("test_id") references "tests" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "program_modules" add constraint "program_modules_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "program_modules" add constraint "program_modules_module_id_foreign" foreign key ("module_id") references "modules" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "module_texts" add constraint "module_texts_module_id_foreign" foreign key ("module_id") references "modules" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "chapters" add constraint "chapters_module_id_foreign" foreign key ("module_id") references "modules" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "sections" add constraint "sections_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "sections" add constraint "sections_test_id_foreign" foreign key ("test_id") references "tests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "section_texts" add constraint "section_texts_section_id_foreign" foreign key ("section_id") references "sections" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "pages" add constraint "pages_section_id_foreign" foreign key ("section_id") references "sections" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "questions" add constraint "questions_page_id_foreign" foreign key ("page_id") references "pages" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report_elements" add constraint "report_elements_template_id_foreign" foreign key ("template_id") references "report_templates" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_elements" add constraint "report_elements_question_id_foreign" foreign key ("question_id") references "questions" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "report_elements" add constraint "report_elements_reference_template_id_foreign" foreign key ("reference_template_id") references "reference_templates" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "report_element_texts" add constraint "report_element_texts_element_id_foreign" foreign key ("element_id") references "report_elements" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report_element_questions" add constraint "report_element_questions_report_element_id_foreign" foreign key ("report_element_id") references "report_elements" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_element_questions" add constraint "report_element_questions_question_id_foreign" foreign key ("question_id") references "questions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "question_texts" add constraint "question_texts_question_id_foreign" foreign key ("question_id") references "questions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "answer_options" add constraint "answer_options_question_id_foreign" foreign key ("question_id") references "questions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "answer_option_texts" add constraint "answer_option_texts_option_id_foreign" foreign key ("option_id") references "answer_options" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "page_texts" add constraint "page_texts_page_id_foreign" foreign key ("page_id") references "pages" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "chapter_texts" add constraint "chapter_texts_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "test_texts" add constraint "test_texts_test_id_foreign" foreign key ("test_id") references "tests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "usage_records" add constraint "usage_records_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "usage_records" add constraint "usage_records_unit_id_foreign" foreign key ("unit_id") references "company_units" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "usage_records" add constraint "usage_records_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "usage_record_products" add constraint "usage_record_products_usage_record_id_foreign" foreign key ("usage_record_id") references "usage_records" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "usage_record_products" add constraint "usage_record_products_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "program_subscriptions" add constraint "program_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "program_subscriptions" add constraint "program_subscriptions_subscription_model_id_foreign" foreign key ("subscription_model_id") references "subscription_models" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "program_subscription_programs" add constraint "program_subscription_programs_subscription_id_foreign" foreign key ("subscription_id") references "program_subscriptions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "program_subscription_programs" add constraint "program_subscription_programs_program_id_foreign" foreign key ("program_id") references "programs" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "subscription_modules" add constraint "subscription_modules_subscription_id_foreign" foreign key ("subscription_id") references "program_subscriptions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "subscription_modules" add constraint "subscription_modules_module_id_foreign" foreign key ("module_id") references "modules" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "consent_acceptances" add constraint "consent_acceptances_consent_document_id_foreign" foreign key ("consent_document_id") references "consent_documents" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "consent_acceptances" add constraint "consent_acceptances_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_email_links" add constraint "company_email_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_email_links" add constraint "company_email_links_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "company_credits" add constraint "company_credits_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "company_credits" add constraint "company_credits_unit_id_foreign" foreign key ("unit_id") references "company_units" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "company_credits" add constraint "company_credits_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_credit_balances" add constraint "user_credit_balances_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_credit_balances" add constraint "user_credit_balances_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_documents" add constraint "user_documents_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_documents" add constraint "user_documents_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "companies" add column "street" varchar(200) null, add column "postcode" varchar(20) null, add column "city" varchar(100) null, add column "country" varchar(2) not null default 'SE', add column "types" text[] not null default '{}', add column "email_domain" varchar(253) null;`);
    this.addSql(`create index "companies_name_index" on "companies" ("name");`);
    this.addSql(`alter table "companies" add constraint "companies_email_domain_unique" unique ("email_domain");`);

    this.addSql(`alter table "company_units" add column "legal_entity" boolean not null default false, add column "legal_name" varchar(200) null, add column "vat_number" varchar(30) null, add column "street_address" varchar(200) null, add column "postcode" varchar(20) null, add column "city" varchar(100) null, add column "contact_name" varchar(200) null, add column "visible_to_everyone" boolean not null default false;`);

    this.addSql(`alter table "invitations" add column "products" jsonb not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "attribute_texts" drop constraint "attribute_texts_attribute_id_foreign";`);

    this.addSql(`alter table "consent_acceptances" drop constraint "consent_acceptances_consent_document_id_foreign";`);

    this.addSql(`alter table "company_products" drop constraint "company_products_cost_centre_id_foreign";`);

    this.addSql(`alter table "program_content_permissions" drop constraint "program_content_permissions_module_group_id_foreign";`);

    this.addSql(`alter table "company_products" drop constraint "company_products_product_id_foreign";`);

    this.addSql(`alter table "usage_record_products" drop constraint "usage_record_products_product_id_foreign";`);

    this.addSql(`alter table "reference_intervals" drop constraint "reference_intervals_template_id_foreign";`);

    this.addSql(`alter table "reference_template_texts" drop constraint "reference_template_texts_template_id_foreign";`);

    this.addSql(`alter table "report_elements" drop constraint "report_elements_reference_template_id_foreign";`);

    this.addSql(`alter table "reference_interval_texts" drop constraint "reference_interval_texts_interval_id_foreign";`);

    this.addSql(`alter table "programs" drop constraint "programs_subscription_model_id_foreign";`);

    this.addSql(`alter table "program_subscriptions" drop constraint "program_subscriptions_subscription_model_id_foreign";`);

    this.addSql(`alter table "program_texts" drop constraint "program_texts_program_id_foreign";`);

    this.addSql(`alter table "program_content_permissions" drop constraint "program_content_permissions_program_id_foreign";`);

    this.addSql(`alter table "company_programs" drop constraint "company_programs_program_id_foreign";`);

    this.addSql(`alter table "program_modules" drop constraint "program_modules_program_id_foreign";`);

    this.addSql(`alter table "program_subscription_programs" drop constraint "program_subscription_programs_program_id_foreign";`);

    this.addSql(`alter table "report_templates" drop constraint "report_templates_test_id_foreign";`);

    this.addSql(`alter table "modules" drop constraint "modules_test_id_foreign";`);

    this.addSql(`alter table "sections" drop constraint "sections_test_id_foreign";`);

    this.addSql(`alter table "test_texts" drop constraint "test_texts_test_id_foreign";`);

    this.addSql(`alter table "report_template_texts" drop constraint "report_template_texts_template_id_foreign";`);

    this.addSql(`alter table "report_elements" drop constraint "report_elements_template_id_foreign";`);

    this.addSql(`alter table "program_modules" drop constraint "program_modules_module_id_foreign";`);

    this.addSql(`alter table "module_texts" drop constraint "module_texts_module_id_foreign";`);

    this.addSql(`alter table "chapters" drop constraint "chapters_module_id_foreign";`);

    this.addSql(`alter table "subscription_modules" drop constraint "subscription_modules_module_id_foreign";`);

    this.addSql(`alter table "sections" drop constraint "sections_chapter_id_foreign";`);

    this.addSql(`alter table "chapter_texts" drop constraint "chapter_texts_chapter_id_foreign";`);

    this.addSql(`alter table "section_texts" drop constraint "section_texts_section_id_foreign";`);

    this.addSql(`alter table "pages" drop constraint "pages_section_id_foreign";`);

    this.addSql(`alter table "questions" drop constraint "questions_page_id_foreign";`);

    this.addSql(`alter table "page_texts" drop constraint "page_texts_page_id_foreign";`);

    this.addSql(`alter table "report_elements" drop constraint "report_elements_question_id_foreign";`);

    this.addSql(`alter table "report_element_questions" drop constraint "report_element_questions_question_id_foreign";`);

    this.addSql(`alter table "question_texts" drop constraint "question_texts_question_id_foreign";`);

    this.addSql(`alter table "answer_options" drop constraint "answer_options_question_id_foreign";`);

    this.addSql(`alter table "report_element_texts" drop constraint "report_element_texts_element_id_foreign";`);

    this.addSql(`alter table "report_element_questions" drop constraint "report_element_questions_report_element_id_foreign";`);

    this.addSql(`alter table "answer_option_texts" drop constraint "answer_option_texts_option_id_foreign";`);

    this.addSql(`alter table "usage_record_products" drop constraint "usage_record_products_usage_record_id_foreign";`);

    this.addSql(`alter table "program_subscription_programs" drop constraint "program_subscription_programs_subscription_id_foreign";`);

    this.addSql(`alter table "subscription_modules" drop constraint "subscription_modules_subscription_id_foreign";`);

    this.addSql(`drop table if exists "attributes" cascade;`);

    this.addSql(`drop table if exists "attribute_texts" cascade;`);

    this.addSql(`drop table if exists "company_product_groups" cascade;`);

    this.addSql(`drop table if exists "company_subscriptions" cascade;`);

    this.addSql(`drop table if exists "consent_documents" cascade;`);

    this.addSql(`drop table if exists "cost_centres" cascade;`);

    this.addSql(`drop table if exists "duration_options" cascade;`);

    this.addSql(`drop table if exists "module_groups" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "company_products" cascade;`);

    this.addSql(`drop table if exists "reference_templates" cascade;`);

    this.addSql(`drop table if exists "reference_intervals" cascade;`);

    this.addSql(`drop table if exists "reference_interval_texts" cascade;`);

    this.addSql(`drop table if exists "reference_template_texts" cascade;`);

    this.addSql(`drop table if exists "subscription_models" cascade;`);

    this.addSql(`drop table if exists "programs" cascade;`);

    this.addSql(`drop table if exists "program_texts" cascade;`);

    this.addSql(`drop table if exists "program_content_permissions" cascade;`);

    this.addSql(`drop table if exists "company_programs" cascade;`);

    this.addSql(`drop table if exists "tests" cascade;`);

    this.addSql(`drop table if exists "report_templates" cascade;`);

    this.addSql(`drop table if exists "report_template_texts" cascade;`);

    this.addSql(`drop table if exists "modules" cascade;`);

    this.addSql(`drop table if exists "program_modules" cascade;`);

    this.addSql(`drop table if exists "module_texts" cascade;`);

    this.addSql(`drop table if exists "chapters" cascade;`);

    this.addSql(`drop table if exists "sections" cascade;`);

    this.addSql(`drop table if exists "section_texts" cascade;`);

    this.addSql(`drop table if exists "pages" cascade;`);

    this.addSql(`drop table if exists "questions" cascade;`);

    this.addSql(`drop table if exists "report_elements" cascade;`);

    this.addSql(`drop table if exists "report_element_texts" cascade;`);

    this.addSql(`drop table if exists "report_element_questions" cascade;`);

    this.addSql(`drop table if exists "question_texts" cascade;`);

    this.addSql(`drop table if exists "answer_options" cascade;`);

    this.addSql(`drop table if exists "answer_option_texts" cascade;`);

    this.addSql(`drop table if exists "page_texts" cascade;`);

    this.addSql(`drop table if exists "chapter_texts" cascade;`);

    this.addSql(`drop table if exists "test_texts" cascade;`);

    this.addSql(`drop table if exists "usage_records" cascade;`);

    this.addSql(`drop table if exists "usage_record_products" cascade;`);

    this.addSql(`drop table if exists "program_subscriptions" cascade;`);

    this.addSql(`drop table if exists "program_subscription_programs" cascade;`);

    this.addSql(`drop table if exists "subscription_modules" cascade;`);

    this.addSql(`drop table if exists "consent_acceptances" cascade;`);

    this.addSql(`drop table if exists "company_email_links" cascade;`);

    this.addSql(`drop table if exists "company_credits" cascade;`);

    this.addSql(`drop table if exists "user_credit_balances" cascade;`);

    this.addSql(`drop table if exists "user_documents" cascade;`);

    this.addSql(`drop index "companies_name_index";`);
    this.addSql(`alter table "companies" drop constraint "companies_email_domain_unique";`);
    this.addSql(`alter table "companies" drop column "street", drop column "postcode", drop column "city", drop column "country", drop column "types", drop column "email_domain";`);

    this.addSql(`alter table "company_units" drop column "legal_entity", drop column "legal_name", drop column "vat_number", drop column "street_address", drop column "postcode", drop column "city", drop column "contact_name", drop column "visible_to_everyone";`);

    this.addSql(`alter table "invitations" drop column "products";`);
  }

}
