import { RequestContext } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import { ExpireDataExportsHandler } from 'src/data-exports/expire-data-exports.handler';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { JobProducer } from 'src/jobs/job-producer';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { DEMO_PLANS } from 'src/payments/payments.seeder';
import { PricingPlan } from 'src/payments/pricing-plan.entity';
import { type Queue } from 'bullmq';
import { type User } from 'src/users/user.entity';
import {
  buildExport,
  mailedExportToken,
  type PersonWithData,
  personWithData,
} from '../support/gdpr-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';
import { zipEntries } from '../support/zip-entries';

const JSON_FILES = [
  'profile.json',
  'subscriptions.json',
  'answers.json',
  'reports.json',
  'messages.json',
  'meetings.json',
  'documents.json',
  'consents.json',
  'payments.json',
  'access-log.json',
];

/**
 * GDPR articles 15 and 20: a person (or an admin for them) asks for an export; a job builds a ZIP
 * with a JSON file per kind of data, the files and a summary; the person, logged in, downloads it
 * once through the mailed link.
 */
describe('data export', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let person: PersonWithData;
  let other: PersonWithData;
  let purchaseUuid: string;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const exportsOf = (user: User) =>
    sql<{
      id: number;
      uuid: string;
      status: string;
      storage_key: string | null;
      requested_by_uuid: string;
    }>(
      'select id, uuid, status, storage_key, requested_by_uuid from data_exports where user_id = ? order by id',
      [user.id],
    );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    person = await personWithData(api, fixtures, 'export-person', { language: 'sv' });
    other = await personWithData(api, fixtures, 'export-other', { language: 'en' });
    const plan = await api.orm.em.fork().findOneOrFail(PricingPlan, { uuid: DEMO_PLANS.selfHelp });
    const purchase = await fixtures.as(person.user, 'POST', '/client/user/log-payment-request', {
      payload: { plan_id: plan.id, idempotency_key: `export-${person.user.uuid}` },
    });
    expect(purchase.statusCode).toBe(201);
    purchaseUuid = purchase.json<{ paymentId: string }>().paymentId;
  });
  afterAll(async () => {
    await api.orm.em.fork().nativeDelete(PaymentRecord, { uuid: purchaseUuid });
    await fixtures.cleanUp();
    await api.close();
  });

  /** Asks as `caller`, runs the job, and answers the mailed token. */
  async function exportFor(caller: User | string, subject: PersonWithData): Promise<string> {
    const asked = await fixtures.as(
      caller,
      'POST',
      `/api/v1/users/${subject.user.uuid}/data-exports`,
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending' });
    const rows = await exportsOf(subject.user);
    const newest = rows[rows.length - 1];
    if (!newest) throw new Error('No export row');
    const queue = api.app.get<Queue>(getQueueToken('data-exports'));
    const job = await queue.getJob(`data-export-${newest.id}`);
    expect(job?.name).toBe('data-exports.build');
    expect(job?.data).toEqual({ exportId: newest.id });
    expect(await buildExport(api, newest.id)).toBe('built');
    expect(await buildExport(api, newest.id)).toBe('already-built');
    return mailedExportToken(api, subject.user.email);
  }

  it('the person asks, downloads a ZIP of their own data once, then 410 in sv and en', async () => {
    const token = await exportFor(person.user, person);
    const [mail] = await sql<{ text: string; subject: string }>(
      `select text, subject from outgoing_mails where recipient = ? and text like '%data-export%'
       order by created_at desc limit 1`,
      [person.user.email],
    );
    // The mail says a copy is ready, in the person's language, and nothing of its content.
    expect(mail?.subject).toBe('Dina uppgifter från Sinnro är klara att hämta');
    expect(mail?.text).not.toContain(person.markers.message);
    expect(mail?.text).not.toContain('PHQ');

    const downloaded = await fixtures.as(person.user, 'GET', `/api/v1/data-exports/${token}`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    expect(String(downloaded.headers['content-disposition'])).toMatch(/attachment/);
    const files = zipEntries(downloaded.rawPayload);
    for (const name of [...JSON_FILES, 'summary.pdf']) expect(files.has(name)).toBe(true);
    const json = (name: string): unknown => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

    expect(json('profile.json')).toMatchObject({
      uuid: person.user.uuid,
      email: person.user.email,
      phone: person.markers.phone,
      national_id: person.nationalId,
      first_name: person.user.firstName,
    });
    expect(json('subscriptions.json')).toEqual([
      expect.objectContaining({ uuid: person.subscriptionUuid, modules: [expect.any(Object)] }),
    ]);
    const answers = json('answers.json') as { question: string; options: string[] }[];
    expect(answers.length).toBeGreaterThanOrEqual(9);
    expect(answers[0]?.question).toEqual(expect.any(String));
    const reports = json('reports.json') as { elements: { score: number | null }[] }[];
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.flatMap((report) => report.elements).some((e) => e.score !== null)).toBe(true);
    expect(json('messages.json')).toEqual([
      expect.objectContaining({ sender: 'me', body: person.markers.message }),
      expect.objectContaining({
        body: `Svar till ${person.markers.message.slice('Meddelande '.length)}`,
      }),
    ]);
    expect(json('meetings.json')).toHaveLength(1);
    expect(json('documents.json')).toEqual([
      expect.objectContaining({ name: person.markers.documentName }),
    ]);
    const documentFile = [...files.keys()].find((name) => name.startsWith('documents/'));
    expect(documentFile).toContain(person.markers.documentName);
    expect(files.get(documentFile ?? '')?.toString('utf8')).toBe(person.markers.documentText);
    expect(json('consents.json')).toHaveLength(1);
    const payments = json('payments.json') as { kind: string; meta: unknown }[];
    expect(payments.map((row) => row.kind).sort()).toEqual(['credit', 'purchase', 'usage']);
    expect(payments.find((row) => row.kind === 'purchase')?.meta).toMatchObject({
      plan: 'Stresshantering på egen hand',
      product: 'self_help',
      method: 'swish',
      status: 'initiated',
      amount_minor: 39900,
      currency: 'SEK',
    });
    const log = json('access-log.json') as { resource: string; action: string }[];
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'user.profile', action: 'read' }),
        expect.objectContaining({ resource: 'data-export', action: 'create' }),
      ]),
    );
    // The readable summary is a PDF in the person's language (its text is checked in the unit test).
    const summary = files.get('summary.pdf')?.toString('latin1') ?? '';
    expect(summary.startsWith('%PDF-')).toBe(true);
    expect(summary).toContain('/Lang (sv)');
    expect(summary).toContain('/Title ');
    expect(summary).toContain('(Dina uppgifter i Sinnro)'); // the title, an uncompressed string

    // Nobody else's data: the other person's markers appear in no file.
    const everything = [...files.values()].map((data) => data.toString('utf8')).join('\n');
    for (const marker of [
      other.user.email,
      other.user.uuid,
      other.markers.message,
      other.markers.documentName,
      other.markers.documentText,
      other.markers.phone,
      other.nationalId,
    ]) {
      expect(everything).not.toContain(marker);
    }

    // Once: the file left storage, and the link answers 410 in both languages.
    const [row] = await exportsOf(person.user);
    expect(row?.storage_key).toBeNull();
    const again = await fixtures.as(person.user, 'GET', `/api/v1/data-exports/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json<{ message: string }>().message).toMatch(/already been used or has expired/);
    const againSv = await fixtures.as(person.user, 'GET', `/api/v1/data-exports/${token}`, {
      language: 'sv',
    });
    expect(againSv.statusCode).toBe(410);
    expect(againSv.json<{ message: string }>().message).toMatch(/redan använts eller har gått ut/);

    // Request and download are audited and in the access log.
    const audit = await sql<{ event: string }>(
      `select event from audit_events where subject_id = ? and event like 'data-export.%' order by id`,
      [person.user.uuid],
    );
    expect(audit.map((event) => event.event)).toEqual([
      'data-export.request',
      'data-export.download',
    ]);
  });

  it('an admin asks on the person’s behalf; only the person can download it', async () => {
    const token = await exportFor('admin@example.com', other);
    const [row] = (await exportsOf(other.user)).slice(-1);
    const [admin] = await sql<{ uuid: string }>(
      `select uuid from users where email = 'admin@example.com'`,
    );
    expect(row?.requested_by_uuid).toBe(admin?.uuid);
    // The admin, another client and the therapist get 404; the link still works for its owner.
    for (const caller of [
      'admin@example.com',
      'client@example.com',
      'therapist-premium@example.com',
      person.user,
    ]) {
      const response = await fixtures.as(caller, 'GET', `/api/v1/data-exports/${token}`);
      expect(response.statusCode).toBe(404);
    }
    const downloaded = await fixtures.as(other.user, 'GET', `/api/v1/data-exports/${token}`);
    expect(downloaded.statusCode).toBe(200);
    const profile = JSON.parse(
      zipEntries(downloaded.rawPayload).get('profile.json')?.toString('utf8') ?? '{}',
    ) as {
      email: string;
    };
    expect(profile.email).toBe(other.user.email);
    const summary = zipEntries(downloaded.rawPayload).get('summary.pdf')?.toString('latin1');
    expect(summary).toContain('/Lang (en)');
    expect(summary).toContain('(Your data in Sinnro)');
  });

  it('another client, a therapist and a health coach cannot ask for someone’s export', async () => {
    for (const caller of [
      'client@example.com',
      'therapist-premium@example.com',
      'hc@example.com',
      other.user,
    ]) {
      const response = await fixtures.as(
        caller,
        'POST',
        `/api/v1/users/${person.user.uuid}/data-exports`,
      );
      expect(response.statusCode).toBe(404);
    }
    const cc = await fixtures.as(
      'cc@example.com',
      'POST',
      `/api/v1/users/${person.user.uuid}/data-exports`,
    );
    expect(cc.statusCode).toBe(403);
    const anonymous = await api.request({
      method: 'POST',
      url: `/api/v1/users/${person.user.uuid}/data-exports`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an expired link answers 410; an unknown one 404; without login 401', async () => {
    const token = await exportFor(person.user, person);
    await sql(
      `update data_exports set expires_at = now() - interval '1 second' where user_id = ?`,
      [person.user.id],
    );
    const expired = await fixtures.as(person.user, 'GET', `/api/v1/data-exports/${token}`);
    expect(expired.statusCode).toBe(410);
    // The hourly sweep removes the unused ZIP from storage; the row stays.
    const [waiting] = await sql<{ id: number; storage_key: string }>(
      'select id, storage_key from data_exports where user_id = ? and storage_key is not null',
      [person.user.id],
    );
    const storage = api.app.get(DocumentStorage, { strict: false });
    await expect(storage.get(waiting?.storage_key ?? '')).resolves.toBeInstanceOf(Buffer);
    const sweep = new ExpireDataExportsHandler(api.orm.em, storage, api.app.get(JobProducer));
    await RequestContext.create(api.orm.em, () => sweep.handle());
    await expect(storage.get(waiting?.storage_key ?? '')).rejects.toThrow(/No stored document/);
    const [after] = await sql<{ storage_key: string | null }>(
      'select storage_key from data_exports where id = ?',
      [waiting?.id],
    );
    expect(after).toEqual({ storage_key: null });

    // An export left pending with its job lost (Redis down at the request) is queued again.
    const asked = await fixtures.as(
      person.user,
      'POST',
      `/api/v1/users/${person.user.uuid}/data-exports`,
    );
    expect(asked.statusCode).toBe(202);
    const [pending] = await sql<{ id: number }>(
      `select id from data_exports where user_id = ? and status = 'pending'`,
      [person.user.id],
    );
    const queue = api.app.get<Queue>(getQueueToken('data-exports'));
    await (await queue.getJob(`data-export-${pending?.id}`))?.remove();
    await sql(`update data_exports set created_at = now() - interval '1 hour' where id = ?`, [
      pending?.id,
    ]);
    await RequestContext.create(api.orm.em, () => sweep.handle());
    expect((await queue.getJob(`data-export-${pending?.id}`))?.data).toEqual({
      exportId: pending?.id,
    });
    const unknown = await fixtures.as(person.user, 'GET', `/api/v1/data-exports/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await api.request({ method: 'GET', url: `/api/v1/data-exports/${token}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
