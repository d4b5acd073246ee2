import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { clientWebUrl, consoleAtPhoneWidth, consoleUrl, logIn } from './demo';
import { demoDatabase } from './demo-api';

/** A period no other test reads in: the reads the test writes are the whole population. */
const FROM = '2018-06-01';
const TO = '2018-06-30';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const scrollsSideways = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');

/**
 * Reads in the period, written into the log as the API would have (it takes inserts only): the
 * clinic therapist reads a client they have no care relation with (flagged) and their own clinic
 * client (a clinic member, treated by them: not flagged). Once per run, however often the hook runs
 * (a new worker after a failure runs it again).
 */
async function writeReads(): Promise<void> {
  const db = await demoDatabase();
  try {
    // The demo clinic's therapist and client were members in 2018 (the membership periods the
    // review judges reads by start when the demo data was loaded).
    await db.query(
      `update company_membership_periods p set started_at = '2018-01-01T00:00:00Z'
         from users u
        where p.user_id = u.id and p.ended_at is null and p.started_at > '2018-01-01T00:00:00Z'
          and u.email in ('clinic-therapist@example.com', 'klinikklient@example.com')`,
    );
    await db.query(
      `insert into access_log (occurred_at, actor_uuid, client_uuid, action, resource)
       select t.at::timestamptz, therapist.uuid, client.uuid, 'read', 'user.profile'
         from (values ('client@example.com', '2018-06-12T08:30:00Z'),
                      ('klinikklient@example.com', '2018-06-13T09:15:00Z')) as t(email, at)
         join users client on client.email = t.email
         join users therapist on therapist.email = 'clinic-therapist@example.com'
        where not exists (select 1 from access_log e
                           where e.actor_uuid = therapist.uuid and e.client_uuid = client.uuid
                             and e.occurred_at = t.at::timestamptz)`,
    );
  } finally {
    await db.end();
  }
}

const SV = {
  menu: 'Stickprov i åtkomstloggen',
  from: 'Från',
  to: 'Till',
  size: 'Antal läsningar',
  draw: 'Ta stickprov',
  title: `Stickprov ${FROM} – ${TO}`,
  flagged: 'Flaggad: Ingen vårdrelation vid läsningen',
  reviewed: 'Granskad',
  comment: 'Kommentar',
  save: 'Spara',
  commentRequired: 'En flaggad läsning kan markeras som granskad först med en kommentar',
  saved: 'Granskningen är sparad.',
  csv: 'Ladda ner CSV',
};
const EN = {
  title: `Sample ${FROM} – ${TO}`,
  flagged: 'Flagged: No care relation at the time of the read',
};

test.describe('access log sample review', () => {
  test.beforeAll(writeReads);

  test('an admin draws a sample in the console, sees the flagged read, marks it reviewed with a comment and downloads the CSV; sv and en, 1280 and 390 px, axe', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(consoleUrl());
    await logIn(page, 'admin@example.com');
    await page.getByRole('menuitem', { name: SV.menu }).click();
    await expect(page).toHaveURL(/\/admin\/access-log-reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: SV.menu })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(SV.from, { exact: true }).fill(FROM);
    await page.getByLabel(SV.to, { exact: true }).fill(TO);
    await page.getByLabel(SV.size).fill('25');
    await page.getByRole('button', { name: SV.draw }).click();
    await expect(page).toHaveURL(/\/access-log-reviews\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SV.title })).toBeVisible();
    const entries = page.getByTestId('review-entry');
    await expect(entries).toHaveCount(2);
    const flagged = entries.filter({ hasText: SV.flagged });
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText('Tove Lind');
    await expect(entries.filter({ hasNotText: 'Flaggad' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('review-sv-1280.png'), fullPage: true });

    // "Granskad" without a comment: the API's text; with one: saved.
    await flagged.getByLabel(SV.reviewed).check();
    await flagged.getByRole('button', { name: SV.save }).click();
    await expect(flagged).toContainText(SV.commentRequired);
    await flagged
      .getByRole('textbox', { name: SV.comment })
      .fill('=Kontrollerat med behandlaren: läsning av misstag, åtgärdat.');
    await flagged.getByRole('button', { name: SV.save }).click();
    await expect(page.getByText(SV.saved)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: SV.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^access-log-review-\d+\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv).toContain('id,occurred_at,actor_name,actor_role');
    expect(csv).toContain("'=Kontrollerat med behandlaren");
    expect(csv).toContain('2018-06-12T08:30:00.000Z');

    // English.
    await page.getByRole('button', { name: 'Språk: Svenska' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: EN.title })).toBeVisible();
    await expect(entries.filter({ hasText: EN.flagged })).toHaveCount(1);
    await expect(entries.filter({ hasText: EN.flagged }).getByLabel('Reviewed')).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('review-en-1280.png'), fullPage: true });

    // A phone's width.
    await consoleAtPhoneWidth(page);
    await expect(page.getByRole('heading', { level: 1, name: EN.title })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('review-en-390.png'), fullPage: true });
    await page.goto(new URL('/admin/access-log-reviews', consoleUrl()).toString());
    await expect(
      page.getByRole('heading', { level: 1, name: 'Access log sample review' }),
    ).toBeVisible();
    await expect(page.getByTestId('review-row').first()).toContainText(`${FROM} – ${TO}`);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('list-en-390.png'), fullPage: true });

    // Back to Swedish (the language menu is in the app bar of a wide screen).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: /^Language|^Språk/ }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await consoleAtPhoneWidth(page);
    await expect(page.getByRole('heading', { level: 1, name: SV.menu })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('list-sv-390.png'), fullPage: true });
    await context.close();
  });

  test('a clinic admin reviews the clinic’s reads in client-web at 390 px, sv and en', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'clinic-admin@example.com');
    await expect(page).toHaveURL(/\/services$/);
    await page.goto(clientWebUrl('/clinic/access-log-reviews'));
    await expect(page.getByRole('heading', { level: 1, name: SV.menu })).toBeVisible();
    await page.getByLabel(SV.from, { exact: true }).fill(FROM);
    await page.getByLabel(SV.to, { exact: true }).fill(TO);
    await page.getByRole('button', { name: SV.draw }).click();
    await expect(page).toHaveURL(/\/clinic\/access-log-reviews\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SV.title })).toBeVisible();
    // Only the clinic's client's read: the clinic therapist treats them.
    const entries = page.getByTestId('review-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Tove Lind');
    await expect(entries).not.toContainText('Flaggad');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('clinic-review-sv-390.png'),
      fullPage: true,
    });
    await entries.getByLabel(SV.reviewed).check();
    await entries.getByRole('button', { name: SV.save }).click();
    await expect(entries.getByRole('status')).toHaveText('Sparad.');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: EN.title })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the samples' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Access log sample review' }),
    ).toBeVisible();
    await expect(page.getByTestId('review-row').first()).toContainText('1 reviewed');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('clinic-list-en-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Svenska' }).click();
    await context.close();
  });
});
