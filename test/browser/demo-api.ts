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
  position: number;
}

/**
 * The demo client's PHQ-9 given anew by their therapist, open, in its place in the program: the
 * seeded round was done a week ago and the PHQ-9 repeats every 14 days, so only a new module
 * gives the client a round to answer today. `lock()` closes the PHQ-9 again, as the seed has it.
 */
export async function giveAssessmentAnew(
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
  if (!subscription || !phq9) throw new Error('The demo subscription holds no PHQ-9');
  const order = [...subscription.modules]
    .sort((a, b) => a.position - b.position)
    .map((module) => module.id);
  const modulesUrl = apiUrl(
    `/api/users/${client.userId}/program-subscriptions/${DEMO_SUBSCRIPTION_UUID}/modules`,
  );
  const headers = bearer(therapist);
  expect((await request.delete(`${modulesUrl}/${phq9.id}`, { headers })).status()).toBe(200);
  const added = await request.post(modulesUrl, {
    headers,
    data: { module_ids: [phq9.id], is_open: true },
  });
  expect(added.status()).toBe(201);
  const reordered = await request.put(modulesUrl, { headers, data: { modules: order } });
  expect(reordered.status()).toBe(200);
  return {
    phq9Id: phq9.id,
    lock: async () => {
      const locked = await request.put(`${modulesUrl}/${phq9.id}`, {
        headers,
        data: { is_open: false },
      });
      expect(locked.status()).toBe(200);
    },
  };
}
