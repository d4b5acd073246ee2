import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';
import { waitForMail } from './demo-api';

/** The serious and critical accessibility violations axe finds on the whole page (app bar and
 * menu included), by rule and target. */
/** Serious accessibility violations on the page, or only inside `include` (a CSS selector). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (include !== undefined) axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`).join(', ')}`,
    );
}

/** The console's address of a path, as the history-mode router serves it. */
function consolePath(path: string): string {
  return new URL(path, consoleUrl()).toString();
}

test('an admin creates a company, a unit and a sub-unit, and invites a user to the unit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now();
  const companyName = `Testbolaget ${stamp} AB`;
  const email = `inbjuden.${stamp}@testbolaget.se`;

  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  // Home after login is the users list (/admin/users/list).
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  // The company, from the list's create button.
  await page.goto(consolePath('/companies/list'));
  await page.getByRole('link', { name: 'Skapa' }).click();
  await expect(page).toHaveURL(/\/companies\/add$/);
  await page.getByLabel('Namn').fill(companyName);
  await page.getByLabel('Två veckor iKBT').check();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(/\/companies\/edit\/[0-9a-f-]{36}$/);
  const companyUuid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Företagets sidor' });
  await expect(tabs.getByRole('tab', { name: 'Enheter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produkter' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A unit, from the unit tree.
  await tabs.getByRole('tab', { name: 'Enheter' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/units/${companyUuid}$`));
  await expect(page.getByText('Företaget har inga enheter ännu')).toBeVisible();
  await page.getByRole('link', { name: 'Lägg till enhet' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/units/add/${companyUuid}$`));
  await page.getByLabel('Namn').fill('Huvudkontor');
  await page.getByLabel('Typ').fill('Admin');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/units/${companyUuid}$`));
  await expect(page.getByRole('cell', { name: 'Huvudkontor', exact: true })).toBeVisible();

  // A sub-unit under it.
  await page.getByRole('link', { name: 'Lägg till underenhet till Huvudkontor' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/units/add/${companyUuid}/[0-9a-f-]{36}$`));
  await expect(page.getByText('Underenhet till Huvudkontor')).toBeVisible();
  await page.getByLabel('Namn').fill('Filial Lund');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/units/${companyUuid}$`));
  const table = page.getByRole('table', { name: 'Enheter' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Huvudkontor');
  // The unit type typed as 'Admin' reads in words.
  await expect(table.getByRole('row').nth(1)).toContainText('Administration');
  await expect(table.getByRole('row').nth(2)).toContainText('Filial Lund');

  // An invitation to the sub-unit.
  await page.getByRole('link', { name: 'Bjud in användare till Filial Lund' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/companies/units/users/invite/${companyUuid}/[0-9a-f-]{36}$`),
  );
  await page.getByLabel('Förnamn').fill('Ida');
  await page.getByLabel('Efternamn').fill('Inbjuden');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Telefon').fill('0701234567');
  await page.getByLabel('Personnummer').fill(`19${String(stamp).slice(-10)}`);
  await page.getByLabel('Två veckor iKBT').check();
  // The grants in words under their groups; the admin sees the grant itself in a tooltip.
  const ownCredits = page
    .getByRole('group', { name: 'Krediter' })
    .getByRole('checkbox', { name: 'Se sina egna krediter' });
  await expect(ownCredits).toBeChecked();
  await expect(page.getByRole('group', { name: 'Inbjudningar' })).toBeVisible();
  await expect(page.getByText('user/credit.read.[user]')).toHaveCount(0);
  expect(await seriousViolations(page, 'form')).toEqual([]);
  await ownCredits.hover();
  await expect(page.getByRole('tooltip')).toHaveText('user/credit.read.[user]');
  await page.screenshot({
    path: testInfo.outputPath('console-invitation-grants.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/companies/unit-user-invitations/${companyUuid}/[0-9a-f-]{36}$`),
  );
  const invited = page.getByRole('row').filter({ hasText: email });
  await expect(invited).toBeVisible();
  await expect(invited).toContainText('Väntar');
  await expect(invited).toContainText('Filial Lund');

  const mail = await waitForMail(request, email);
  expect(mail.subject).toBe('Du är inbjuden till Sinnro');

  await page.screenshot({ path: testInfo.outputPath('console-companies.png'), fullPage: true });
});
