import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer, DEMO_SUBSCRIPTION_UUID, demoDatabase } from './demo-api';

/** The serious and critical accessibility violations axe finds on the page, by rule and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The demo module this test answers a page of (backend demo-programs.data.ts, ACTIVATION). */
const MODULE = { sv: 'Beteendeaktivering', en: 'Behavioural activation' };
const ACTIVATION_UUID = 'dc0c0de0-0000-4000-8000-000000000102';

/**
 * The demo client's rounds of Beteendeaktivering as they were, and its stored percent: the test
 * answers a page of it, and the treatment test (later in the run) expects it unstarted. Returns
 * what puts them back.
 */
async function keepModule(): Promise<() => Promise<void>> {
  const db = await demoDatabase();
  const found = await db.query<{ id: number; progress: number }>(
    `select sm.id, sm.progress from subscription_modules sm
       join program_subscriptions ps on ps.id = sm.subscription_id
       join modules m on m.id = sm.module_id
      where ps.uuid = $1 and m.uuid = $2`,
    [DEMO_SUBSCRIPTION_UUID, ACTIVATION_UUID],
  );
  const row = found.rows[0];
  if (row === undefined) throw new Error('The demo subscription holds no Beteendeaktivering');
  const before = await db.query<{ id: number }>(
    'select id from module_instances where subscription_module_id = $1',
    [row.id],
  );
  const kept = before.rows.map((instance) => instance.id);
  return async () => {
    try {
      await db.query(
        'delete from module_instances where subscription_module_id = $1 and not (id = any($2))',
        [row.id, kept],
      );
      await db.query('update subscription_modules set progress = $2 where id = $1', [
        row.id,
        row.progress,
      ]);
    } finally {
      await db.end();
    }
  };
}

/** The module's percent as the server answers it to the client (the module page's endpoint). */
async function serverPercent(request: APIRequestContext): Promise<number> {
  const client = await apiLogin(request, 'client@example.com');
  const programs = await request.get(apiUrl('/client/programs'), { headers: bearer(client) });
  expect(programs.status()).toBe(200);
  const module = (
    (await programs.json()) as { uuid: string; modules: { name: string; progress: number }[] }[]
  )
    .find((subscription) => subscription.uuid === DEMO_SUBSCRIPTION_UUID)
    ?.modules.find((item) => item.name === MODULE.sv);
  if (!module) throw new Error('Beteendeaktivering is not listed');
  return module.progress;
}

/**
 * Waits for `target` on a page whose chunks the dev server may still be bundling (a dependency
 * it optimises on first use can stall the page's import until the page is loaded again).
 */
async function visibleOnceBundled(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await page.reload();
    await expect(target).toBeVisible({ timeout: 40_000 });
  }).toPass({ timeout: 200_000 });
}

/** A progress bar by its label reads `percent`, and its text says so in the language's words. */
async function expectPercent(scope: Locator | Page, label: string, percent: number, text: string) {
  await expect(scope.getByRole('progressbar', { name: label })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
  await expect(scope.getByText(text, { exact: true })).toBeVisible();
}

test.describe('progress', () => {
  test('a client answers a page of Beteendeaktivering: the list, the module page and the player show the same percent, and so does the therapist’s client page; sv and en, 1280 and 390 px, axe', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(540_000);
    const restore = await keepModule();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'client@example.com');
      await expect(page).toHaveURL(/\/client\/dashboard$/);
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('link', { name: 'Mina program' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mina program' })).toBeVisible();
      const ongoing = page.getByRole('region', { name: /^Pågående/ });
      const card = ongoing.getByRole('listitem').filter({ hasText: MODULE.sv });
      // Not started: 0 % in the list (the seeded 40 % without any round is not the client's).
      await expectPercent(card, `Hur långt du har kommit i ${MODULE.sv}`, 0, '0 % klart');

      await card.getByRole('link', { name: `Öppna ${MODULE.sv}` }).click();
      await visibleOnceBundled(page, page.getByRole('heading', { level: 1, name: MODULE.sv }));
      await expectPercent(page, `Hur långt du har kommit i ${MODULE.sv}`, 0, '0 % klart');
      await page.getByRole('button', { name: 'Starta modulen' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Nedstämdhetens onda cirkel' }),
      ).toBeVisible();
      await expectPercent(page, 'Hur långt du har kommit i modulen', 0, '0 % klart');

      // The client reads the first page and goes on: one page of three is done.
      await page.getByRole('button', { name: 'Nästa' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Planera meningsfulla aktiviteter' }),
      ).toBeVisible();
      const percent = await serverPercent(request);
      expect(percent).toBe(33);
      const sv = `${percent} % klart`;
      const en = `${percent} % done`;
      await expectPercent(page, 'Hur långt du har kommit i modulen', percent, sv);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('player-sv-1280.png'), fullPage: true });

      await page.getByRole('button', { name: 'Till modulens översikt' }).click();
      await expect(page.getByRole('button', { name: 'Fortsätt', exact: true })).toBeVisible();
      await expectPercent(page, `Hur långt du har kommit i ${MODULE.sv}`, percent, sv);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('module-sv-1280.png'), fullPage: true });

      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('link', { name: 'Mina program' })
        .click();
      await expectPercent(card, `Hur långt du har kommit i ${MODULE.sv}`, percent, sv);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('list-sv-1280.png'), fullPage: true });

      // The same in English.
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My programs' })).toBeVisible();
      // The list in English: the modules' names come from the server in the chosen language.
      await page.reload();
      const ongoingEn = page.getByRole('region', { name: /^Ongoing/ });
      const cardEn = ongoingEn.getByRole('listitem').filter({ hasText: MODULE.en });
      await expectPercent(cardEn, `How far you have come in ${MODULE.en}`, percent, en);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('list-en-1280.png'), fullPage: true });
      await cardEn.getByRole('link', { name: `Open ${MODULE.en}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: MODULE.en })).toBeVisible();
      await expectPercent(page, `How far you have come in ${MODULE.en}`, percent, en);
      await page.screenshot({ path: testInfo.outputPath('module-en-1280.png'), fullPage: true });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Planning meaningful activities' }),
      ).toBeVisible();
      await expectPercent(page, 'How far you have come in the module', percent, en);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('player-en-1280.png'), fullPage: true });

      // At 390 px, in English and then in Swedish: player, module page, list.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectPercent(page, 'How far you have come in the module', percent, en);
      await page.screenshot({ path: testInfo.outputPath('player-en-390.png'), fullPage: true });
      await page.getByRole('button', { name: 'To the module overview' }).click();
      await expectPercent(page, `How far you have come in ${MODULE.en}`, percent, en);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('module-en-390.png'), fullPage: true });
      // Back in Swedish (the language switch sits in the side menu at 1280 px).
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Svenska' }).click();
      await expect(page.getByRole('heading', { level: 1, name: MODULE.sv })).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await expectPercent(page, `Hur långt du har kommit i ${MODULE.sv}`, percent, sv);
      await page.screenshot({ path: testInfo.outputPath('module-sv-390.png'), fullPage: true });
      await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
      await expectPercent(page, 'Hur långt du har kommit i modulen', percent, sv);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('player-sv-390.png'), fullPage: true });
      await page
        .getByRole('navigation', { name: 'Snabbmeny' })
        .getByRole('link', { name: 'Behandling' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mina program' })).toBeVisible();
      await expectPercent(card, `Hur långt du har kommit i ${MODULE.sv}`, percent, sv);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('list-sv-390.png'), fullPage: true });

      // The therapist opens the client's page: the modules table shows the same percent.
      const therapistContext = await browser.newContext();
      const staff = await therapistContext.newPage();
      try {
        await staff.setViewportSize({ width: 1280, height: 900 });
        await staff.goto(clientWebUrl('/login'));
        await logIn(staff, 'therapist-premium@example.com');
        await expect(staff.getByRole('heading', { level: 1, name: 'Mina klienter' })).toBeVisible();
        await staff
          .getByTestId('client-row')
          .filter({ hasText: 'Klara Karlsson' })
          .getByRole('link', { name: 'Klara Karlsson' })
          .click();
        await expect(
          staff.getByRole('heading', { level: 1, name: 'Klara Karlsson' }),
        ).toBeVisible();
        const modules = staff.getByRole('region', { name: 'Moduler' });
        const row = modules.getByRole('row').filter({ hasText: MODULE.sv });
        await expect(
          row.getByRole('progressbar', { name: `Framsteg i ${MODULE.sv}` }),
        ).toHaveAttribute('aria-valuenow', String(percent));
        await expect(row).toContainText(`${percent} %`);
        await expect(row).toContainText('Öppen');
        await row.scrollIntoViewIfNeeded();
        expect(await seriousViolations(staff)).toEqual([]);
        await staff.screenshot({
          path: testInfo.outputPath('therapist-client-sv-1280.png'),
          fullPage: true,
        });

        await staff.getByRole('button', { name: 'English' }).click();
        const modulesEn = staff.getByRole('region', { name: 'Modules' });
        const rowEn = modulesEn.getByRole('row').filter({ hasText: MODULE.en });
        await expect(
          rowEn.getByRole('progressbar', { name: `Progress in ${MODULE.en}` }),
        ).toHaveAttribute('aria-valuenow', String(percent));
        await expect(rowEn).toContainText(`${percent} %`);
        await expect(rowEn).toContainText('Open');
        await staff.setViewportSize({ width: 390, height: 844 });
        await rowEn.scrollIntoViewIfNeeded();
        expect(await seriousViolations(staff)).toEqual([]);
        await staff.screenshot({
          path: testInfo.outputPath('therapist-client-en-390.png'),
          fullPage: true,
        });
        await staff.setViewportSize({ width: 1280, height: 900 });
        await staff.getByRole('button', { name: 'Svenska' }).click();
        await staff.setViewportSize({ width: 390, height: 844 });
        await expect(
          modules.getByRole('row').filter({ hasText: MODULE.sv }).getByText(`${percent} %`),
        ).toBeVisible();
        await staff.screenshot({
          path: testInfo.outputPath('therapist-client-sv-390.png'),
          fullPage: true,
        });
      } finally {
        await therapistContext.close();
      }
    } finally {
      await restore();
    }
  });
});
