import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer } from './demo-api';

/**
 * What the test made, removed after it: a report template on the seeded PHQ-9 would otherwise
 * shape the reports every later test builds from a PHQ-9 (the specialists test reads one).
 */
const made: { path: string }[] = [];

test.afterEach(async ({ request }) => {
  const admin = await apiLogin(request, 'admin@example.com');
  for (const { path } of made.splice(0).reverse()) {
    const response = await request.delete(apiUrl(path), { headers: bearer(admin) });
    expect([200, 204, 404]).toContain(response.status());
  }
});

/** The numeric id in the page's address after `pattern`'s group. */
function idInUrl(page: Page, pattern: RegExp): string {
  const id = pattern.exec(page.url())?.[1];
  if (id === undefined) throw new Error(`no id in ${page.url()}`);
  return id;
}

/**
 * The serious and critical accessibility violations axe finds in the screen's content (the app
 * bar and menu around it belong to the console's layout, checked with it), by rule and target.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('#main-content').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Fills the interval row `index` of the reference template form. */
async function fillInterval(
  page: Page,
  index: number,
  interval: { from: number; to: number; label: string; color: string },
) {
  await page.getByRole('spinbutton', { name: /^Från/ }).nth(index).fill(String(interval.from));
  await page
    .getByRole('spinbutton', { name: /^Till och med/ })
    .nth(index)
    .fill(String(interval.to));
  await page
    .getByRole('textbox', { name: /^Etikett/ })
    .nth(index)
    .fill(interval.label);
  await page.getByLabel(/^Färg/).nth(index).fill(interval.color);
}

/** Picks an option of a select whose choices load after it shows (opened again until they do). */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await expect(async () => {
    // An empty list opened before the choices came is closed first (Escape closes only it).
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    await select.click();
    await expect(page.getByRole('option', { name: option })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('option', { name: option }).click();
}

test('an admin creates a reference template with two intervals and a single-question report, and finds both in the lists', async ({
  page,
}, testInfo) => {
  // Two forms, a dialog and two axe runs: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const referenceName = `Nivåer ${tag}`;
  const reportName = `Rapport ${tag}`;

  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  await page.getByRole('menuitem', { name: 'Rapporter' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/list$/);

  // The reference template: two intervals that follow each other.
  await page.getByRole('tab', { name: 'Referensmallar' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/reference-templates\/list$/);
  await page.getByRole('link', { name: 'Lägg till referensmall' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/reference-template\/add$/);
  await page.getByRole('textbox', { name: /^Namn/ }).fill(referenceName);
  await fillInterval(page, 0, { from: 0, to: 4, label: 'Låg', color: '#2e7d32' });
  await page.getByRole('button', { name: 'Lägg till intervall' }).click();
  // An overlapping second interval is refused before anything is sent.
  await fillInterval(page, 1, { from: 4, to: 27, label: 'Hög', color: '#e53935' });
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(
    page.getByText(/detta börjar vid eller före föregående intervalls slut/),
  ).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Från/ }).nth(1).fill('5');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/reference-template\/\d+\/edit$/);
  const referenceId = idInUrl(page, /reference-template\/(\d+)\/edit$/);
  made.push({ path: `/api/admin/reference-templates/${referenceId}` });
  await expect(page.getByRole('textbox', { name: /^Etikett/ }).nth(1)).toHaveValue('Hög');
  expect(await seriousViolations(page)).toEqual([]);

  // The report template on the seeded PHQ-9, with one single-question element on that template.
  await page.getByRole('menuitem', { name: 'Rapporter' }).click();
  await page.getByRole('link', { name: 'Lägg till rapport' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/add$/);
  await page.getByRole('textbox', { name: /^Namn/ }).fill(reportName);
  await page.getByRole('combobox', { name: 'Test' }).fill('PHQ-9');
  await page.getByRole('option', { name: /PHQ-9/ }).first().click();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/edit\/\d+$/);
  made.push({ path: `/api/admin/report-templates/${idInUrl(page, /reports\/edit\/(\d+)$/)}` });

  await page.getByRole('button', { name: 'Lägg till element' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Namn/ }).fill('Intresse och glädje');
  await choose(
    page,
    dialog.getByRole('combobox', { name: /^Fråga/ }),
    /Lite intresse eller glädje/,
  );
  await dialog.getByRole('radio', { name: 'Referensmall' }).check();
  await choose(page, dialog.getByRole('combobox', { name: /^Referensmall/ }), referenceName);
  await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const elements = page.getByRole('table', { name: 'Rapportens element' });
  await expect(elements.getByRole('row').filter({ hasText: 'Intresse och glädje' })).toContainText(
    'Rapport med en fråga',
  );

  // Both are found in their lists.
  await page.getByRole('menuitem', { name: 'Rapporter' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'GAD-7' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sök' }).fill(reportName);
  // The search is applied (and written to the address) after a pause in typing.
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('row').filter({ hasText: reportName })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'GAD-7' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Referensmallar' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/reference-templates\/list/);
  // The list has loaded (the seeded templates show) before the search is typed.
  await expect(page.getByRole('row').filter({ hasText: 'GAD-7' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sök' }).fill(referenceName);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('row').filter({ hasText: referenceName })).toContainText('2');
  await expect(page.getByRole('row').filter({ hasText: 'GAD-7' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true });
});
