import { type EntityManager } from '@mikro-orm/postgresql';
import { type Language } from 'src/common/i18n/language';
import { sanitiseFileName } from 'src/documents/document-file-name';
import { type NationalIdCipher } from 'src/users/national-id/national-id-cipher';

/** The kinds of data an export holds: one JSON file each, named `<kind>.json`. */
export const EXPORT_KINDS = [
  'profile',
  'subscriptions',
  'answers',
  'reports',
  'messages',
  'meetings',
  'documents',
  'consents',
  'payments',
  'access-log',
] as const;

export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportedDocument {
  /** The path of the file inside the ZIP (documents/<uuid>-<name>). */
  path: string;
  storageKey: string;
}

export interface ExportContents {
  /** The person's row as JSON, their personal number opened. */
  profile: Record<string, unknown>;
  /** Rows of each kind but the profile. */
  lists: Record<Exclude<ExportKind, 'profile'>, unknown[]>;
  /** The stored files to add under documents/. */
  files: ExportedDocument[];
}

export interface ExportedPerson {
  id: number;
  uuid: string;
  language: Language;
}

/** The rows of a query as one JSON array (PostgreSQL builds it; keys are column names). */
async function rows(em: EntityManager, sql: string, params: unknown[]): Promise<unknown[]> {
  const [result] = await em
    .getConnection()
    .execute<{ rows: unknown[] }[]>(
      `select coalesce(json_agg(t), '[]'::json) as rows from (${sql}) t`,
      params,
    );
  return result?.rows ?? [];
}

/**
 * Everything the platform holds about one person that is theirs to receive (GDPR articles 15 and
 * 20), read in the person's language where texts have languages. Other people appear only by
 * name where they acted in the person's care (the therapist in a chat, who read the record).
 */
export async function collectExport(
  em: EntityManager,
  person: ExportedPerson,
  cipher: NationalIdCipher,
): Promise<ExportContents> {
  const { id, uuid, language } = person;
  const [user] = await em.getConnection().execute<Record<string, unknown>[]>(
    `select u.uuid, u.email, u.first_name, u.last_name, u.phone, u.national_id_sealed,
            u.protected_identity, u.birth_year, g.code as gender, u.role, u.default_lang as language,
            u.platform_start_date, u.platform_end_date, u.free_card, u.terms_accepted_at,
            u.activated_at, u.promotion_code, u.external_id, u.created_at, u.updated_at
       from users u left join genders g on g.id = u.gender_id
      where u.id = ?`,
    [id],
  );
  if (!user) throw new Error(`No user ${id} to export`);
  const { national_id_sealed: sealed, ...profile } = user;
  // The person's own copy: their number even with a protected identity (hidden from staff only).
  profile.national_id = typeof sealed === 'string' ? cipher.open(sealed) : null;

  const subscriptions = await rows(
    em,
    `select ps.uuid, sm.name as subscription_model, ps.status, ps.start_date, ps.end_date,
            ps.is_trial, ps.cancelled_at, ps.ended_at, ps.end_reason, ps.created_at,
            (select coalesce(json_agg(json_build_object(
                      'module', coalesce(mt.name, m.uuid::text), 'position', s.position,
                      'status', s.module_status, 'progress', s.progress, 'open', s.is_open)
                    order by s.position), '[]'::json)
               from subscription_modules s
               join modules m on m.id = s.module_id
               left join module_texts mt on mt.module_id = m.id and mt.language = ?
              where s.subscription_id = ps.id) as modules
       from program_subscriptions ps
       join subscription_models sm on sm.id = ps.subscription_model_id
      where ps.user_id = ? order by ps.created_at, ps.id`,
    [language, id],
  );

  const answers = await rows(
    em,
    `select coalesce(mt.name, m.uuid::text) as module, mi.num as instance, mi.started_at,
            mi.completed_at, qa.question_id, qt.text as question, qa.option_ids,
            (select json_agg(ot.label) from answer_option_texts ot
              where ot.option_id in (select jsonb_array_elements_text(
                      case when jsonb_typeof(qa.option_ids) = 'array' then qa.option_ids
                           else '[]'::jsonb end)::int)
                and ot.language = ?) as options,
            qa.text_value, qa.number_value, qa.date_value, qa.answered_at
       from question_answers qa
       join module_instances mi on mi.id = qa.instance_id
       join subscription_modules s on s.id = mi.subscription_module_id
       join program_subscriptions ps on ps.id = s.subscription_id
       join modules m on m.id = s.module_id
       left join module_texts mt on mt.module_id = m.id and mt.language = ?
       left join question_texts qt on qt.question_id = qa.question_id and qt.language = ?
      where ps.user_id = ? order by qa.answered_at, qa.id`,
    [language, language, language, id],
  );

  const reports = await rows(
    em,
    `select r.id, r.language, r.name, r.description, r.visible_to_client, r.created_at,
            r.client_viewed_at,
            (select coalesce(json_agg(json_build_object(
                      'name', e.name, 'question', e.question, 'answer', e.answer,
                      'score', e.score, 'max_score', e.max_score, 'band', e.interval_label,
                      'band_explanation', e.interval_explanation, 'explanation', e.explanation_text)
                    order by e.position), '[]'::json)
               from generated_report_elements e where e.report_id = r.id) as elements
       from generated_reports r where r.client_id = ? order by r.created_at, r.id`,
    [id],
  );

  const messages = await rows(
    em,
    `select c.id as conversation, msg.created_at, msg.read_at,
            case when msg.sender_id = ? then 'me'
                 else concat_ws(' ', sender.first_name, sender.last_name) end as sender,
            msg.body
       from messages msg
       join conversations c on c.id = msg.conversation_id
       join users sender on sender.id = msg.sender_id
      where c.client_id = ? or c.specialist_id = ?
      order by c.id, msg.created_at, msg.id`,
    [id, id, id],
  );

  const meetings = await rows(
    em,
    `select mt.uuid, mt.starts_at, mt.ends_at, mt.duration_minutes, mt.status, mt.held_at,
            mt.cancelled_at, mt.cancel_reason,
            concat_ws(' ', sp.first_name, sp.last_name) as specialist,
            concat_ws(' ', cl.first_name, cl.last_name) as client
       from meetings mt
       join users sp on sp.id = mt.specialist_id
       join users cl on cl.id = mt.client_id
      where mt.client_id = ? or mt.specialist_id = ? order by mt.starts_at, mt.id`,
    [id, id],
  );

  const documentRows = await em.getConnection().execute<
    {
      uuid: string;
      original_name: string;
      content_type: string;
      size_bytes: number;
      created_at: Date;
      storage_key: string;
    }[]
  >(
    `select uuid, original_name, content_type, size_bytes, created_at, storage_key
       from user_documents where user_id = ? order by created_at, id`,
    [id],
  );
  const files = documentRows.map((row) => ({
    // Sanitised again: a stored name never makes a folder or a hidden extension inside the ZIP.
    path: `documents/${row.uuid}-${sanitiseFileName(row.original_name)}`,
    storageKey: row.storage_key,
  }));
  const documents = documentRows.map((row, index) => ({
    uuid: row.uuid,
    name: row.original_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    uploaded_at: row.created_at,
    file: files[index]?.path,
  }));

  const consents = await rows(
    em,
    `select cd.uuid as document, case when ? = 'en' then cd.title_en else cd.title_sv end as title,
            ca.version, ca.accepted_at
       from consent_acceptances ca join consent_documents cd on cd.id = ca.consent_document_id
      where ca.user_id = ? order by ca.accepted_at, ca.id`,
    [language, id],
  );

  const payments = await rows(
    em,
    `select 'credit' as kind, cc.uuid, cc.quantity as credits, null::json as meta, cc.created_at
       from company_credits cc where cc.user_id = ?
     union all
     select 'usage', ur.uuid, ur.credits, ur.meta::json, ur.created_at
       from usage_records ur where ur.user_id = ?
     union all
     select 'balance', null, b.total - b.taken, json_build_object('total', b.total, 'taken', b.taken),
            b.updated_at
       from user_credit_balances b where b.user_id = ?
     union all
     select 'purchase', pr.uuid, null,
            json_build_object('plan', case when ? = 'en' then p.name_en else p.name_sv end,
                              'product', p.product, 'purpose', pr.purpose, 'method', pr.method,
                              'status', pr.status, 'price_minor', pr.price_minor,
                              'discount_minor', pr.discount_minor, 'amount_minor', pr.amount_minor,
                              'currency', pr.currency, 'paid_at', pr.paid_at),
            pr.created_at
       from payment_records pr join pricing_plans p on p.id = pr.plan_id where pr.user_id = ?
     order by 5`,
    [id, id, id, language, id],
  );

  const accessLog = await rows(
    em,
    `select a.occurred_at, a.action, a.resource, a.resource_id,
            concat_ws(' ', actor.first_name, actor.last_name) as actor, actor.role as actor_role,
            a.acting_as_uuid is not null as during_impersonation
       from access_log a left join users actor on actor.uuid = a.actor_uuid
      where a.client_uuid = ? order by a.occurred_at, a.id`,
    [uuid],
  );

  return {
    profile,
    lists: {
      subscriptions,
      answers,
      reports,
      messages,
      meetings,
      documents,
      consents,
      payments,
      'access-log': accessLog,
    },
    files,
  };
}
