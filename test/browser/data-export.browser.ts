import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { zipEntries } from '../support/zip-entries';
import { clientWebUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer, waitForMail } from './demo-api';

const PASSWORD = 'Ett-eget-lösenord-2026';
const EXPORT_LINK = /https?:\/\/\S+\/client\/data-export\/[A-Za-z0-9_-]{43}/;

const WORDS = {
  sv: {
    login: { email: 'E-post', password: 'Lösenord', submit: 'Logga in' },
    ask: 'Hämta mina uppgifter',
    asked: /Tack! Vi sammanställer dina uppgifter/,
    subject: /Dina uppgifter från Sinnro är klara att hämta/,
    page: 'Dina uppgifter',
    download: 'Hämta filen',
    downloaded: /Filen är hämtad/,
    gone: /redan använts eller har gått ut/,
  },
  en: {
    login: { email: 'Email', password: 'Password', submit: 'Log in' },
    ask: 'Download my data',
    asked: /Thank you! We are putting your data together/,
    subject: /Your data from Sinnro is ready to download/,
    page: 'Your data',
    download: 'Download the file',
    downloaded: /The file has been downloaded/,
    gone: /already been used or has expired/,
  },
} as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}

/** A client of their own, made by the demo admin, who has set a password through the reset link. */
async function clientInUse(
  request: APIRequestContext,
  email: string,
  language: 'sv' | 'en',
): Promise<void> {
  const admin = await apiLogin(request, 'admin@example.com');
  const created = await request.post(apiUrl('/api/users'), {
    headers: bearer(admin),
    data: {
      first_name: 'Dagny',
      last_name: 'Dataexport',
      email,
      phone: '070-7654321',
      national_id: `19${String(Date.now() + (language === 'en' ? 7 : 3)).slice(-10)}`,
      default_lang: language,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect((await request.post(apiUrl('/api/password/reset'), { data: { email } })).ok()).toBe(true);
  const resetLink = /\/session\/reset-password\/(\S+)/;
  const mail = await waitForMail(request, email, resetLink);
  const token = resetLink.exec(mail.text ?? '')?.[1];
  const reset = await request.post(apiUrl('/api/update-reset-password'), {
    data: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reset.status()).toBe(200);
}

async function run(
  browser: Browser,
  request: APIRequestContext,
  language: 'sv' | 'en',
  width: number,
  outputPath: (name: string) => string,
): Promise<void> {
  const words = WORDS[language];
  const email = `export-${language}-${Date.now()}@sinnro.test`;
  await clientInUse(request, email, language);
  const viewport = { width, height: 900 };

  // The client asks from the profile.
  const asking = await browser.newContext({ viewport });
  const page = await asking.newPage();
  await page.goto(clientWebUrl('/login'));
  if (language === 'en') await page.getByRole('button', { name: 'English' }).click();
  await logIn(page, email, PASSWORD, words.login);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto(clientWebUrl('/client/profile'));
  await page.getByRole('button', { name: words.ask }).click();
  await expect(page.getByText(words.asked)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({
    path: outputPath(`profile-asked-${language}-${width}.png`),
    fullPage: true,
  });
  await asking.close();

  // The mail carries the link and nothing of the data.
  const mail = await waitForMail(request, email, EXPORT_LINK, words.subject);
  const link = EXPORT_LINK.exec(mail.text ?? '')?.[0] ?? '';
  expect(link.startsWith(clientWebUrl('/client/data-export/'))).toBe(true);
  expect(mail.text).not.toContain('070-7654321');

  // Opened logged out: the login comes first, then the page of the link.
  const opening = await browser.newContext({ viewport });
  const download = await opening.newPage();
  await download.goto(link);
  await expect(download).toHaveURL(/\/login/);
  if (language === 'en') await download.getByRole('button', { name: 'English' }).click();
  await logIn(download, email, PASSWORD, words.login);
  await expect(download.getByRole('heading', { level: 1, name: words.page })).toBeVisible();
  expect(await seriousViolations(download)).toEqual([]);
  expect(await scrollsSideways(download)).toBe(false);
  await download.screenshot({
    path: outputPath(`download-page-${language}-${width}.png`),
    fullPage: true,
  });

  const [file] = await Promise.all([
    download.waitForEvent('download'),
    download.getByRole('button', { name: words.download }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^sinnro-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = outputPath(`export-${language}.zip`);
  await file.saveAs(saved);
  const entries = zipEntries(await readFile(saved));
  for (const name of [
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
    'summary.pdf',
  ]) {
    expect(entries.has(name), name).toBe(true);
  }
  const profile = JSON.parse(entries.get('profile.json')?.toString('utf8') ?? '{}') as {
    email: string;
    language: string;
  };
  expect(profile).toMatchObject({ email, language });
  await expect(download.getByText(words.downloaded)).toBeVisible();
  await download.screenshot({
    path: outputPath(`downloaded-${language}-${width}.png`),
    fullPage: true,
  });

  // The link works once.
  await download.reload();
  await download.getByRole('button', { name: words.download }).click();
  await expect(download.getByText(words.gone)).toBeVisible();
  await download.screenshot({ path: outputPath(`used-${language}-${width}.png`), fullPage: true });
  await opening.close();
}

test.describe('a client downloads their data', () => {
  test('asks on the profile, opens the mailed link, logs in and downloads the ZIP once (sv, 1280 px)', async ({
    browser,
    request,
  }, testInfo) => {
    await run(browser, request, 'sv', 1280, (name) => testInfo.outputPath(name));
  });

  test('the same in English on a 390 px screen', async ({ browser, request }, testInfo) => {
    await run(browser, request, 'en', 390, (name) => testInfo.outputPath(name));
  });
});
