import { RequestContext } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { buildReports } from 'src/client-reports/report-builder';
import { ContentModule } from 'src/content/content-module.entity';
import { DataExportBuilder } from 'src/data-exports/data-export-builder';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type User } from 'src/users/user.entity';
import { THERAPIST_ASSISTED } from './program-fixtures';
import { type TestApp } from './test-app';
import { type UserFixtures } from './user-fixtures';

/** The demo company's consent document (seeded). */
const DEMO_CONSENT = '5e1d0c0a-0000-4000-8000-0000000000c1';

/** A person with data of every kind an export holds, each carrying a marker unique to them. */
export interface PersonWithData {
  user: User;
  /** Unique strings in the person's rows (message text, document name and bytes). */
  markers: { message: string; documentName: string; documentText: string; phone: string };
  nationalId: string;
  documentKey: string;
  subscriptionUuid: string;
}

/** A valid personal number (Luhn) born in 1980 with a random serial. */
export function randomNationalId(): string {
  for (;;) {
    const serial = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
    const body = `800101${serial}`;
    const digits = body.split('').map(Number);
    const sum = digits.reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    const check = (10 - (sum % 10)) % 10;
    return `19${body}${check}`;
  }
}

/**
 * Makes a client with a PHQ-9 answered (answers and a generated report), a chat with the demo
 * therapist, a meeting, an uploaded document in storage, a consent, credits and usage, an
 * access-log row and a pending password reset.
 */
export async function personWithData(
  api: TestApp,
  fixtures: UserFixtures,
  label: string,
  options: { language?: 'sv' | 'en' } = {},
): Promise<PersonWithData> {
  const tag = `${label}-${randomUUID().slice(0, 8)}`;
  const nationalId = randomNationalId();
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const user = await fixtures.user(
    {
      email: `${tag}@gdpr.test`,
      firstName: `Förnamn${tag}`,
      lastName: `Efternamn${tag}`,
      phone,
      nationalId,
      defaultLang: options.language ?? 'sv',
      activatedAt: new Date(),
    },
    { withPassword: true },
  );
  const em = api.orm.em.fork();
  const sql = <T>(query: string, params: unknown[] = []) =>
    em.getConnection().execute<T[]>(query, params);

  // Answers and a report: the PHQ-9, answered through the client's own routes.
  const phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
  const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
  const sub = em.create(ProgramSubscription, { user: user.id, subscriptionModel: model });
  em.create(SubscriptionModule, { subscription: sub, module: phq9.id, position: 0, isOpen: true });
  await em.flush();
  const first = await fixtures.as(user, 'GET', `/client/page/${sub.uuid}/${phq9.id}/sv`);
  const page = first.json<{
    module_instance_id: number;
    page: { id: number; questions: { id: number; options: { id: number }[] }[] };
  }>();
  const answers = Object.fromEntries(
    page.page.questions.map((question) => [question.id, question.options[1]?.id]),
  );
  const answered = await fixtures.as(
    user,
    'POST',
    `/client/page/${sub.uuid}/${phq9.id}/0/${page.page.id}/sv`,
    { payload: { module_instance_id: page.module_instance_id, answers } },
  );
  if (answered.statusCode !== 200) throw new Error(`PHQ-9 not answered: ${answered.body}`);
  await api.orm.em.fork().transactional((tx) => buildReports(tx, page.module_instance_id));

  // A chat with the demo therapist, a meeting.
  const [therapist] = await sql<{ id: number; uuid: string }>(
    `select id, uuid from users where email = 'therapist-premium@example.com'`,
  );
  if (!therapist) throw new Error('No demo therapist');
  const [conversation] = await sql<{ id: number }>(
    'insert into conversations (client_id, specialist_id) values (?, ?) returning id',
    [user.id, therapist.id],
  );
  const message = `Meddelande ${tag}`;
  await sql('insert into messages (conversation_id, sender_id, body) values (?, ?, ?), (?, ?, ?)', [
    conversation?.id,
    user.id,
    message,
    conversation?.id,
    therapist.id,
    `Svar till ${tag}`,
  ]);
  await sql(
    `insert into meetings (uuid, ext_meeting_id, specialist_id, client_id, starts_at, ends_at,
                           duration_minutes, created_by_uuid)
     values (?, ?, ?, ?, now() + interval '1 day', now() + interval '1 day 45 minutes', 45, ?)`,
    [randomUUID(), `ext-${tag}`, therapist.id, user.id, therapist.uuid],
  );

  // A document in storage, filed with a company of the person's; a consent; credits and usage.
  const { company } = await fixtures.company(`GDPR ${tag}`, []);
  await fixtures.member(user.id, company.uuid);
  const storage = api.app.get(DocumentStorage, { strict: false });
  const documentKey = `${randomUUID()}.txt`;
  const documentText = `Dokumentinnehåll ${tag}`;
  await storage.put(documentKey, Buffer.from(documentText, 'utf8'), 'text/plain');
  const documentName = `intyg-${tag}.txt`;
  await sql(
    `insert into user_documents (uuid, user_id, company_id, original_name, content_type, size_bytes,
                                 storage_key, uploaded_by_uuid)
     values (?, ?, ?, ?, 'text/plain', ?, ?, ?)`,
    [randomUUID(), user.id, company.id, documentName, documentText.length, documentKey, user.uuid],
  );
  await sql(
    `insert into consent_acceptances (consent_document_id, user_id, version)
     select id, ?, version from consent_documents where uuid = ?`,
    [user.id, DEMO_CONSENT],
  );
  await sql(
    `insert into company_credits (uuid, company_id, user_id, quantity, created_by_uuid)
     values (?, ?, ?, 3, ?)`,
    [randomUUID(), company.id, user.id, therapist.uuid],
  );
  await sql(
    `insert into usage_records (uuid, company_id, user_id, credits, meta, created_by_uuid)
     values (?, ?, ?, 1, '{}', ?)`,
    [randomUUID(), company.id, user.id, therapist.uuid],
  );
  await sql(
    `insert into access_log (actor_uuid, client_uuid, action, resource)
     values (?, ?, 'read', 'user.profile')`,
    [therapist.uuid, user.uuid],
  );
  const reset = await api.request({
    method: 'POST',
    url: '/api/password/reset',
    payload: { email: user.email },
  });
  if (reset.statusCode !== 200) throw new Error(`Password reset: ${reset.body}`);
  return {
    user,
    markers: { message, documentName, documentText, phone },
    nationalId,
    documentKey,
    subscriptionUuid: sub.uuid,
  };
}

/** Runs the export job's work the way the worker does, in a fresh request context. */
export function buildExport(api: TestApp, exportId: number): Promise<string> {
  const builder = api.app.get(DataExportBuilder, { strict: false });
  return RequestContext.create(api.orm.em, () => builder.build(exportId));
}

/** The link token mailed for the person's newest export. */
export async function mailedExportToken(api: TestApp, email: string): Promise<string> {
  const [mail] = await api.orm.em
    .fork()
    .getConnection()
    .execute<{ text: string }[]>(
      `select text from outgoing_mails where recipient = ? and text like '%/client/data-export/%'
       order by created_at desc limit 1`,
      [email],
    );
  const match = /\/client\/data-export\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No export link mailed to ${email}`);
  return match[1];
}
