import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';

/**
 * The serious and critical accessibility violations axe finds in the screen's content (the app
 * bar and menu are the layout's, checked with it), by rule and target.
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

test.describe('console users', () => {
  test('a health coach lists the clients and the users and opens a client report', async ({
    page,
  }, testInfo) => {
    await page.goto(consoleUrl());
    await logIn(page, 'hc@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Klienter' })).toBeVisible();
    const row = page.getByTestId('client-row').filter({ hasText: 'client@example.com' });
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('hc-clients.png'), fullPage: true });

    await row.getByRole('link', { name: 'Klara Karlsson' }).click();
    await expect(page).toHaveURL(/\/hc\/client-report\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Klara Karlsson' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sammanfattning' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anteckningar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Moduler' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('hc-client-report.png'), fullPage: true });

    await page.getByRole('menuitem', { name: 'Användare' }).click();
    await expect(page).toHaveURL(/\/hc\/users\/list/);
    const userRow = page.getByRole('row').filter({ hasText: 'client@example.com' });
    await expect(userRow).toBeVisible();
    await userRow.getByText('Klara').click();
    await expect(page).toHaveURL(/\/hc\/users\/edit\/\d+$/);
    await expect(page.getByLabel('Förnamn *')).toHaveValue('Klara');
    await page.screenshot({ path: testInfo.outputPath('hc-user-edit.png'), fullPage: true });
  });

  test('an admin opens a user, reads their access log, impersonates them and exits', async ({
    page,
  }, testInfo) => {
    // Two apps and two logins (the console, then client-web as the client and back): more than a
    // minute when the machine is busy.
    test.setTimeout(120_000);
    await page.goto(consoleUrl());
    await logIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/users\/list$/);
    const clientRow = page.getByRole('row').filter({ hasText: 'client@example.com' });
    await clientRow.getByText('Klara').click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByText('Exempelbolaget AB').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Prenumerationer' }).click();
    await expect(page.getByRole('list', { name: 'Prenumerationer' })).toBeVisible();
    await page.getByRole('tab', { name: 'Åtkomstlogg' }).click();
    const log = page.getByRole('table', { name: 'Åtkomstlogg' });
    await expect(log).toBeVisible();
    // The admin's own opening of the user is logged, in words, linked where there is a place.
    await expect(log.getByText('Profiluppgifter').first()).toBeVisible();
    await expect(log.getByRole('link', { name: 'Programprenumerationer' }).first()).toHaveAttribute(
      'href',
      /\/hc\/client-report\/\d+$/,
    );
    await expect(log).not.toContainText('user.profile');
    await expect(log).not.toContainText('program-subscription');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('admin-user-show.png'), fullPage: true });

    await page.getByRole('button', { name: 'Logga in som' }).click();
    // A reason is asked for (kept in the audit); without "with changes" the view is read-only.
    const dialog = page.getByRole('dialog', { name: 'Visa kontot som Klara Karlsson' });
    await dialog.getByRole('textbox', { name: /Skäl/ }).fill('Kontroll av klientens vy, ärende 17');
    await dialog.getByRole('button', { name: 'Visa kontot' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    const bar = page.getByRole('region', { name: 'Inloggad som en annan användare' });
    await expect(bar).toContainText('Du är inloggad som Klara Karlsson');
    await page.screenshot({ path: testInfo.outputPath('impersonating.png') });

    await bar.getByRole('button', { name: 'Avsluta' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/list$/);
    await expect(page.getByRole('row').filter({ hasText: 'client@example.com' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-back.png') });
  });
});
