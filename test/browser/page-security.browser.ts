import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, consoleUrl, logIn } from './demo';

/**
 * The console's and client-web's pages: a Content-Security-Policy and X-Frame-Options on the
 * page itself (libs/web-session/src/page-security.ts, through both apps' Vite configs), and the
 * pages still work under it: no violation while logging in, calling the API and opening the
 * chat's socket.
 */

/** Records every CSP violation of the page (from its first script on), and the console's. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  // As text: it runs in the page (these tests are compiled without the DOM's types).
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
      });`,
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate<string[]>('window.cspViolations ?? []')),
  ];
}

function expectPageHeaders(headers: Record<string, string>, apiOrigin: string): void {
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${apiOrigin.replace(/[.]/g, '\\.')}`));
}

const apiOrigin = () => new URL(String(process.env.SINNRO_API_URL)).origin;

test('client-web sends its policy and works under it: login, home, the chat socket', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto(clientWebUrl('/login'));
  expectPageHeaders(response?.headers() ?? {}, apiOrigin());

  await page.getByRole('tab', { name: 'Terapeut' }).click();
  await logIn(page, 'therapist-premium@example.com');
  await expect(page).toHaveURL(/\/clients$/);
  const socketOpened = page.waitForEvent('websocket', (socket) =>
    socket.url().startsWith(apiOrigin().replace(/^http/, 'ws')),
  );
  await page.goto(clientWebUrl('/therapist-premium/messages'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
  await socketOpened;

  await page.goto(clientWebUrl('/login'));
  expect(await violations()).toEqual([]);
});

test('the console sends its policy and works under it: login and the user list', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto(consoleUrl());
  expectPageHeaders(response?.headers() ?? {}, apiOrigin());

  await logIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/users\/list$/);
  await expect(page.getByRole('row').filter({ hasText: 'client@example.com' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('neither app can be framed by another page', async ({ page }) => {
  for (const url of [clientWebUrl('/login'), consoleUrl()]) {
    await page.setContent(`<iframe title="framed" src="${url}"></iframe>`);
    const frame = page.frameLocator('iframe[title="framed"]');
    // The browser refuses the framed page (frame-ancestors 'none'): nothing of it is drawn.
    await expect(frame.getByRole('button')).toHaveCount(0);
  }
  await page.goto(clientWebUrl('/login'));
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
});
