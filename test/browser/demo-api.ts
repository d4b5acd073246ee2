import { Client } from 'pg';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** An address on the platform's API (the browser tests' platform, see global-setup.ts). */
export function apiUrl(path: string): string {
  return new URL(path, process.env.SINNRO_API_URL).toString();
}

/** The demo client's subscription in Må bättre (backend subscriptions.seeder). */
export const DEMO_SUBSCRIPTION_UUID = 'dc0c0de0-0000-4000-8000-000000000301';

export interface ApiLogin {
  token: string;
  userId: number;
}

/** Logs a demo account in through the API, for the steps a test takes outside the browser. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<ApiLogin> {
  const response = await request.post(apiUrl('/client/login'), {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { token, userId: user.id };
}

export const bearer = (login: ApiLogin) => ({ Authorization: `Bearer ${login.token}` });

interface HeldModule {
  id: number;
  type: string;
}

/**
 * The demo client's PHQ-9 opened by their therapist (the seed has it locked; its seeded round was
 * done 15 days ago and it repeats every 14, so a new round is due). `lock()` closes it again.
 */
export async function openAssessment(
  request: APIRequestContext,
  client: ApiLogin,
  therapist: ApiLogin,
): Promise<{ phq9Id: number; lock: () => Promise<void> }> {
  const programs = await request.get(apiUrl('/client/programs'), { headers: bearer(client) });
  expect(programs.status()).toBe(200);
  const subscription = ((await programs.json()) as { uuid: string; modules: HeldModule[] }[]).find(
    (candidate) => candidate.uuid === DEMO_SUBSCRIPTION_UUID,
  );
  const phq9 = subscription?.modules.find((module) => module.type === 'assessment');
  if (!phq9) throw new Error('The demo subscription holds no PHQ-9');
  const moduleUrl = apiUrl(
    `/api/users/${client.userId}/program-subscriptions/${DEMO_SUBSCRIPTION_UUID}/modules/${phq9.id}`,
  );
  const headers = bearer(therapist);
  // An empty body opens the module.
  expect((await request.put(moduleUrl, { headers, data: {} })).status()).toBe(200);
  return {
    phq9Id: phq9.id,
    lock: async () => {
      const locked = await request.put(moduleUrl, { headers, data: { is_open: false } });
      expect(locked.status()).toBe(200);
    },
  };
}

/** A mail as the platform's mail catcher (maildev) lists it. */
export interface InboxMail {
  subject?: string;
  text?: string;
  html?: string;
  to: { address: string }[];
}

/** Waits for a mail to the address whose text and subject match, as the mail catcher lists it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  text = /./,
  subject = /./,
): Promise<InboxMail> {
  const inbox = process.env.SINNRO_INBOX_URL;
  if (!inbox || inbox === 'none') throw new Error('The platform under test runs no mail catcher');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await request.get(`${inbox}/email`).catch(() => null);
    if (response?.ok()) {
      const found = ((await response.json()) as InboxMail[]).find(
        (mail) =>
          text.test(mail.text ?? '') &&
          subject.test(mail.subject ?? '') &&
          mail.to.some(({ address }) => address.toLowerCase() === to.toLowerCase()),
      );
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} matching ${String(text)} arrived`);
}

/**
 * The browser run's database (global-setup creates it), for the few tests that read demo ids or
 * put demo data back after changing it. The caller ends the connection.
 */
export async function demoDatabase(): Promise<Client> {
  const connectionString = process.env.SINNRO_DATABASE_URL;
  if (connectionString === undefined) throw new Error('global-setup sets SINNRO_DATABASE_URL');
  const db = new Client({ connectionString });
  await db.connect();
  return db;
}
