import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';

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

test.describe('my organisation', () => {
  test('the demo company admin opens Min organisation from the menu and sees units, members with roles and services, credits per unit', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'company-admin@example.com');
    const menu = page.getByRole('navigation', { name: 'Meny' });
    await menu.getByRole('link', { name: 'Min organisation' }).click();
    await expect(page).toHaveURL(/\/companies\/units\/overview\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Min organisation' })).toBeVisible();
    await expect(page.getByText(/kommer i senare versioner/)).toHaveCount(0);
    await expect(page.getByText('Exempelbolaget AB')).toBeVisible();

    // The admin's unit, with its members (roles, services, credits) and the unit's credits.
    const unit = page.getByRole('region', { name: 'Ledning' });
    await expect(unit).toBeVisible();
    await expect(unit.getByText(/^Krediter i enheten: \d+ kvar av \d+/)).toBeVisible();
    await expect(unit.getByRole('list', { name: /^Medlemmar \(\d+\)$/ })).toBeVisible();
    const members = unit.getByRole('list');
    const admin = members.getByRole('listitem').filter({ hasText: 'company-admin@example.com' });
    await expect(admin).toContainText('Erik Ek');
    await expect(admin).toContainText('Företagsadministratör');
    const client = members.getByRole('listitem').filter({ hasText: 'client@example.com' }).first();
    await expect(client).toContainText('Standardanvändare');
    await expect(client).toContainText(/Krediter: \d+ kvar av \d+/);
    await expect(page.getByText(/^Enheter: \d+$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('my-organisation-sv.png'), fullPage: true });

    // English, then a phone: one column, nothing wider than the screen.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My organisation' })).toBeVisible();
    await expect(unit.getByText(/^Credits in the unit: \d+ left of \d+/)).toBeVisible();
    await expect(admin).toContainText('Company admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(admin).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('my-organisation-en-phone.png'),
      fullPage: true,
    });
  });
});
