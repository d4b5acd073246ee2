import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';

/** The serious and critical accessibility violations axe finds on the page, by rule and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

test.describe('console dashboards and languages', () => {
  test.afterEach(async ({ page }) => {
    // The language is remembered in a cookie of this context only; nothing to put back.
    await page.context().clearCookies();
  });

  test('an admin’s dashboard shows the counts and the weekly chart, in Swedish', async ({
    page,
  }, testInfo) => {
    await page.goto(consoleUrl());
    await logIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/users\/list$/);
    await page.getByRole('menuitem', { name: 'Översikt' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Välkommen, / })).toBeVisible();
    const counts = page.getByRole('list', { name: 'Siffror' });
    for (const label of [
      'Klienter',
      'Aktiva prenumerationer',
      'Rapporter skapade denna vecka',
      'Öppna riskflaggor',
    ]) {
      await expect(counts.getByRole('listitem').filter({ hasText: label })).toContainText(/\d/);
    }
    const chart = page.getByRole('region', { name: 'Nya prenumerationer per vecka' });
    // recharts draws an SVG, with the weeks on its axis, once its lazily loaded chunk is in.
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('svg.recharts-surface')).toContainText(/Vecka \d+/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('admin-dashboard-sv.png'), fullPage: true });
  });

  test('a health coach’s dashboard counts the clients their list shows, in Swedish', async ({
    page,
  }, testInfo) => {
    await page.goto(consoleUrl());
    await logIn(page, 'hc@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    const rows = page.getByTestId('client-row');
    await expect(rows.first()).toBeVisible();
    const listed = await rows.count();
    // The list's first page holds 50: the demo data has fewer clients, so all are shown.
    expect(listed).toBeLessThan(50);

    await page.getByRole('menuitem', { name: 'Översikt' }).click();
    await expect(page).toHaveURL(/\/hc\/dashboard$/);
    const counts = page.getByRole('list', { name: 'Siffror' });
    const mine = counts.getByRole('listitem').filter({ hasText: 'Mina klienter' });
    await expect(mine.getByRole('paragraph').first()).toHaveText(String(listed));
    await expect(
      counts.getByRole('listitem').filter({ hasText: 'Olästa meddelanden' }),
    ).toContainText(/\d/);
    await page.screenshot({ path: testInfo.outputPath('hc-dashboard-sv.png'), fullPage: true });
  });

  test('the console renders right to left in Arabic, with the menu on the right', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(consoleUrl());
    await logIn(page, 'cc@example.com');
    await expect(page).toHaveURL(/\/cc\/modules\/list$/);
    await page.getByRole('menuitem', { name: 'Översikt' }).click();
    await expect(page.getByRole('list', { name: 'Siffror' })).toBeVisible();

    await page.getByRole('button', { name: 'Språk: Svenska' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();

    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // English texts until Arabic ones exist.
    await expect(page.getByRole('list', { name: 'Figures' })).toBeVisible();
    const menuEntry = page.getByRole('menuitem', { name: 'Dashboard' });
    await expect(menuEntry).toBeVisible();
    // MUI's styles are mirrored: the side menu sits at the right edge, the content to its left.
    await expect(page.locator('style[data-emotion^="muirtl"]').first()).toBeAttached();
    const menuBox = await menuEntry.boundingBox();
    const contentBox = await page.getByRole('list', { name: 'Figures' }).boundingBox();
    expect(menuBox).not.toBeNull();
    expect(contentBox).not.toBeNull();
    if (menuBox && contentBox) {
      expect(menuBox.x).toBeGreaterThan(contentBox.x);
      expect(menuBox.x + menuBox.width).toBeGreaterThan(1280 - 40);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('console-rtl-ar.png'), fullPage: true });

    // The language is remembered: a reload opens the console in Arabic again.
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: 'Figures' })).toBeVisible();
  });
});
