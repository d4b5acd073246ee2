import { expect, test } from '@playwright/test';
import { consoleUrl, expectWelcome, logIn } from './demo';

test('an admin impersonates a client from the console’s user list and exits back', async ({
  page,
}) => {
  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  const clientRow = page.getByRole('row').filter({ hasText: 'client@example.com' });
  await clientRow.getByRole('button', { name: 'Logga in som' }).click();

  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expectWelcome(page, 'Välkommen, Klara');
  const bar = page.getByRole('region', { name: 'Inloggad som en annan användare' });
  await expect(bar).toContainText('Du är inloggad som Klara Karlsson');

  await bar.getByRole('button', { name: 'Avsluta' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/list$/);
  await expect(page.getByRole('row').filter({ hasText: 'client@example.com' })).toBeVisible();
});
