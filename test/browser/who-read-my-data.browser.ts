import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { clientWebUrl, consoleUrl, expectWelcome, logIn } from './demo';

const REASON = 'Klienten ringde om modulen, ärende 4711';
const READ_ONLY_SV =
  'Du visar kontot som användaren och kan inte ändra något. Avsluta visningen först';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/**
 * The entry of the log about what: a row of the table, or a card. The demo client's log is newest
 * first; the view of the account comes with the reads it caused (the dashboard's reports, ...).
 */
function entryAbout(page: Page, wide: boolean, title: string, what: string): Locator {
  return (
    wide
      ? page.getByRole('table', { name: title }).getByRole('row')
      : page.getByRole('list', { name: title }).getByRole('listitem')
  )
    .filter({ hasText: what })
    .first();
}

test('an admin views the client’s account read-only with a reason, and the client sees it', async ({
  browser,
}, testInfo) => {
  // The console, client-web as the admin acting as the client, then client-web as the client in
  // two languages and two widths: several logins on a busy machine.
  test.setTimeout(240_000);

  // The admin starts a read-only view of the demo client from the console, with a reason.
  const admin = await newPage(browser, 1280);
  await admin.goto(consoleUrl());
  await logIn(admin, 'admin@example.com');
  await expect(admin).toHaveURL(/\/admin\/users\/list$/);
  const clientRow = admin.getByRole('row').filter({ hasText: 'client@example.com' });
  await clientRow.getByRole('button', { name: 'Logga in som' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Visa kontot som Klara Karlsson' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: /Skäl/ });
  await reason.fill('kort');
  await dialog.getByRole('button', { name: 'Visa kontot' }).click();
  await expect(
    dialog.getByText('Skriv varför du behöver visa kontot, minst 10 tecken'),
  ).toBeVisible();
  // The admin may choose "with changes"; left unchosen, the view is read-only.
  await expect(dialog.getByRole('checkbox', { name: /Tillåt ändringar/ })).not.toBeChecked();
  await expect(dialog.getByText(/^Endast läsning/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('impersonate-dialog-sv.png') });
  await reason.fill(REASON);
  await dialog.getByRole('button', { name: 'Visa kontot' }).click();

  await expect(admin).toHaveURL(/\/client\/dashboard$/);
  await expectWelcome(admin, 'Välkommen, Klara');
  const bar = admin.getByRole('region', { name: 'Inloggad som en annan användare' });
  await expect(bar).toContainText('Du är inloggad som Klara Karlsson');
  await admin.getByRole('link', { name: 'Min profil' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  await admin.getByRole('button', { name: 'Spara' }).click();
  await expect(admin.getByText(READ_ONLY_SV)).toBeVisible();
  await admin.screenshot({
    path: testInfo.outputPath('impersonating-read-only-sv.png'),
    fullPage: true,
  });
  await bar.getByRole('button', { name: 'Avsluta' }).click();
  await expect(admin).toHaveURL(/\/admin\/users\/list$/);
  await admin.context().close();

  // The client logs in and opens "who has read my data" from the profile.
  const client = await newPage(browser, 1280);
  await client.goto(clientWebUrl('/login'));
  await logIn(client, 'client@example.com');
  await expectWelcome(client, 'Välkommen, Klara');
  await client.getByRole('link', { name: 'Min profil' }).click();
  await client.getByRole('link', { name: 'Vem har läst mina uppgifter' }).click();
  await expect(client).toHaveURL(/\/client\/profile\/access-log$/);
  await expect(
    client.getByRole('heading', { level: 1, name: 'Vem har läst mina uppgifter' }),
  ).toBeVisible();

  const check = async (
    language: 'sv' | 'en',
    width: number,
    texts: { title: string; who: string; what: string; relation: string },
  ) => {
    await client.setViewportSize({ width, height: 900 });
    const entry = entryAbout(client, width >= 600, texts.title, texts.what);
    await expect(entry).toContainText(texts.who);
    await expect(entry).toContainText(texts.relation);
    expect(await scrollsSideways(client)).toBe(false);
    expect(await seriousViolations(client)).toEqual([]);
    await client.screenshot({
      path: testInfo.outputPath(`who-read-my-data-${language}-${width}.png`),
      fullPage: true,
    });
  };
  const sv = {
    title: 'Vem har läst mina uppgifter',
    who: 'Administratör (visade kontot som dig)',
    what: 'Hela kontot, som du ser det',
    relation: 'Administratör som visade kontot som dig',
  };
  await check('sv', 1280, sv);
  await check('sv', 390, sv);

  // In English: the switch of the client's menu (the "more" drawer on a phone).
  await client.setViewportSize({ width: 1280, height: 900 });
  await client.getByRole('button', { name: 'English' }).click();
  await expect(
    client.getByRole('heading', { level: 1, name: 'Who has read my data' }),
  ).toBeVisible();
  const en = {
    title: 'Who has read my data',
    who: 'Administrator (viewing the account as you)',
    what: 'The whole account, as you see it',
    relation: 'Administrator viewing the account as you',
  };
  await check('en', 1280, en);
  await check('en', 390, en);
  await client.context().close();
});
