import { expect, test } from '@playwright/test';
import { consoleUrl, expectWelcome, logIn } from './demo';

test('an admin finds the demo companies and the seeded programs in the console', async ({
  page,
}) => {
  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  await expectWelcome(page, 'Välkommen, Astrid');

  await page.getByRole('menuitem', { name: 'Företag' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Exempelbolaget AB' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Andra Bolaget AB' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Program' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Må bättre' })).toBeVisible();
});

test('a content creator sees programs but no companies', async ({ page }) => {
  await page.goto(consoleUrl());
  await logIn(page, 'cc@example.com');
  await expect(page.getByRole('menuitem', { name: 'Program' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Företag' })).toHaveCount(0);
});
