import { expect, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';

test('an admin finds the demo companies and the seeded programs in the console', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  // Home after login is the users list (/admin/users/list).
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  // The console runs in history mode: the menu leads to the specification's paths.
  await page.getByRole('menuitem', { name: 'Företag', exact: true }).click();
  await expect(page).toHaveURL(/\/companies\/list$/);
  await expect(page.getByRole('row').filter({ hasText: 'Exempelbolaget AB' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Andra Bolaget AB' })).toBeVisible();

  // A row opens the company editor at /companies/edit/{uuid}, with its unit tree a tab away.
  await page.getByRole('row').filter({ hasText: 'Exempelbolaget AB' }).click();
  await expect(page).toHaveURL(/\/companies\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Enheter' }).click();
  await expect(page).toHaveURL(/\/companies\/units\/[0-9a-f-]{36}$/);
  const units = page.getByRole('table', { name: 'Enheter' });
  await expect(units.getByRole('row').filter({ hasText: 'Produktion Göteborg' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Program', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/programs\/list$/);
  await expect(page.getByRole('row').filter({ hasText: 'Må bättre' })).toBeVisible();
});

test('a content creator sees programs but no companies', async ({ page }) => {
  await page.goto(consoleUrl());
  await logIn(page, 'cc@example.com');
  await expect(page).toHaveURL(/\/cc\/modules\/list$/);
  await expect(page.getByRole('menuitem', { name: 'Program', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Företag', exact: true })).toHaveCount(0);
  // Typing a company path sends them home instead.
  await page.goto(new URL('/companies/list', consoleUrl()).toString());
  await expect(page).toHaveURL(/\/cc\/modules\/list$/);
});
