import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, consoleUrl, expectWelcome, logIn } from './demo';

/** The API's token lifetime and refresh grace (backend token.service.ts, session.service.ts). */
const TOKEN_LIFETIME_S = 3600;
const REFRESH_GRACE_S = 50;

interface App {
  name: string;
  cookie: string;
  /** Opens the app and logs a demo user in, up to their welcome. */
  logIn: (page: Page) => Promise<void>;
  /** Uses the session once more after the refresh (a request with the new token). */
  stillWorks: (page: Page) => Promise<void>;
  logOut: (page: Page) => Promise<void>;
}

const APPS: App[] = [
  {
    name: 'console',
    cookie: 'console_token',
    logIn: async (page) => {
      await page.goto(consoleUrl());
      await logIn(page, 'admin@example.com');
      // The admin's home is the user list.
      await expect(page).toHaveURL(/\/admin\/users\/list$/);
      await expect(page.getByRole('cell', { name: 'client@example.com' })).toBeVisible();
    },
    stillWorks: async (page) => {
      await page.getByRole('menuitem', { name: 'Företag', exact: true }).click();
      await expect(page).toHaveURL(/\/companies\/list$/);
      // The companies list (loaded on first use; the dev server may still be compiling it) has
      // replaced the users list.
      await expect(page.getByRole('columnheader', { name: /e-postdomän/i })).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByRole('row').filter({ hasText: 'Exempelbolaget AB' })).toBeVisible();
    },
    logOut: async (page) => {
      await page.getByRole('button', { name: 'Profil' }).click();
      await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    },
  },
  {
    name: 'client-web',
    cookie: 'token',
    logIn: async (page) => {
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'client@example.com');
      await expectWelcome(page, 'Välkommen, Klara');
    },
    stillWorks: async (page) => {
      await page.reload();
      await expectWelcome(page, 'Välkommen, Klara');
    },
    logOut: async (page) => {
      await page.getByRole('button', { name: 'Logga ut' }).click();
    },
  },
];

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/**
 * Activity in another tab of the browser up to `until` (the idle timers' shared last activity,
 * web-session idle-timer.ts): the clock jumps ahead, and a user idle that long would be logged
 * out or locked before the refresh this file is about.
 */
async function activeUntil(page: Page, until: number): Promise<void> {
  await page.evaluate(`localStorage.setItem('sinnro.last-activity', '${until}')`);
}

function expiryOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number }).exp;
}

/** What the API answers the profile request with this token (401 once it is revoked). */
async function profileStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get(
    new URL('/api/users/get-current-user-profile', process.env.SINNRO_API_URL).toString(),
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return response.status();
}

for (const app of APPS) {
  test.describe(`${app.name} session`, () => {
    test('keeps the token cookie until 50 s past expiry and refreshes it shortly before', async ({
      page,
      context,
    }) => {
      // The browser's clock is moved ahead; the API's is not, so the old token is still valid
      // there and the refresh answers a token that expires an hour from the API's now.
      await page.clock.install();
      await app.logIn(page);
      const first = await cookieNamed(context, app.cookie);
      expect(first).toBeDefined();
      const oldToken = first?.value ?? '';
      expect(first?.expires).toBeCloseTo(expiryOf(oldToken) + REFRESH_GRACE_S, 0);

      let refreshes = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/account/refresh')) refreshes += 1;
      });
      const refreshed = page.waitForResponse((response) =>
        response.url().endsWith('/api/v1/account/refresh'),
      );
      // Paused 55 s before expiry: past the refresh time (60 s before, less up to 10 s).
      await activeUntil(page, Date.now() + TOKEN_LIFETIME_S * 1000);
      await page.clock.pauseAt(Date.now() + (TOKEN_LIFETIME_S - 55) * 1000);
      const response = await refreshed;
      expect(response.status()).toBe(200);
      const { token: newToken } = (await response.json()) as { token: string };
      await expect.poll(async () => (await cookieNamed(context, app.cookie))?.value).toBe(newToken);
      // Back to the API's time before the clock runs on, so the new token does not look old.
      await page.clock.setSystemTime(Date.now());
      await page.clock.resume();

      await app.stillWorks(page);
      expect((await cookieNamed(context, app.cookie))?.value).toBe(newToken);
      expect(refreshes).toBe(1);
      expect(await profileStatus(page, oldToken)).toBe(401);
      expect(await profileStatus(page, newToken)).toBe(200);
    });

    test('two tabs refreshing the same token both stay logged in', async ({ page, context }) => {
      await context.clock.install();
      await app.logIn(page);
      const second = await context.newPage();
      await second.goto(page.url());
      await expect(second.getByRole('main')).toBeVisible();
      await expect(second.getByLabel('E-post', { exact: true })).toHaveCount(0);

      const answers: Promise<{ status: number; token?: string }>[] = [];
      for (const tab of [page, second]) {
        tab.on('response', (response) => {
          if (!response.url().endsWith('/api/v1/account/refresh')) return;
          // Only the winner's body is read: API answers are no-store, and chromium keeps no body
          // of the refused one, which the app never reads (DevTools would wait for it for ever).
          answers.push(
            response.status() === 200
              ? response.json().then((body: { token?: string }) => ({
                  status: response.status(),
                  token: body.token,
                }))
              : Promise.resolve({ status: response.status() }),
          );
        });
      }
      await activeUntil(page, Date.now() + TOKEN_LIFETIME_S * 1000);
      await context.clock.pauseAt(Date.now() + (TOKEN_LIFETIME_S - 55) * 1000);
      await expect.poll(() => answers.length).toBeGreaterThanOrEqual(1);
      // The refused tab waits a moment for the winner's cookie: let the clock run again.
      await context.clock.setSystemTime(Date.now());
      await context.clock.resume();
      const settled = await Promise.all(answers);
      // Usually one tab wins and the other is refused (refresh is single use). When the second
      // tab reads the cookie after the winner stored its token, it refreshes that one instead.
      const fresh = settled.filter((answer) => answer.status === 200).map((answer) => answer.token);
      expect(fresh.length).toBeGreaterThanOrEqual(1);
      await expect
        .poll(async () => fresh.includes((await cookieNamed(context, app.cookie))?.value))
        .toBe(true);

      for (const tab of [page, second]) {
        await app.stillWorks(tab);
        await expect(tab.getByLabel('E-post', { exact: true })).toHaveCount(0);
      }
    });

    test('logs out on the server, then drops the cookie', async ({ page, context }) => {
      await app.logIn(page);
      const token = (await cookieNamed(context, app.cookie))?.value ?? '';
      const loggedOut = page.waitForResponse((response) =>
        response.url().endsWith('/api/v1/account/logout'),
      );
      await app.logOut(page);
      expect((await loggedOut).status()).toBe(200);
      await expect(page.getByLabel('E-post')).toBeVisible();
      expect(await cookieNamed(context, app.cookie)).toBeUndefined();
      expect(await profileStatus(page, token)).toBe(401);
    });
  });
}

test('the console admin home has one title in the app bar', async ({ page }) => {
  await APPS[0]?.logIn(page);
  await expect(page.locator('#react-admin-title')).toHaveText('Användare');
  await page.screenshot({ path: 'test-results/console-admin-home.png' });
});

test('client-web after login', async ({ page }) => {
  await APPS[1]?.logIn(page);
  await page.screenshot({ path: 'test-results/client-web-dashboard.png' });
});
