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
  // A reason is asked for (kept in the audit); without "with changes" the view is read-only.
  const dialog = page.getByRole('dialog', { name: 'Visa kontot som Klara Karlsson' });
  await dialog.getByRole('textbox', { name: /Skäl/ }).fill('Kontroll av klientens vy, ärende 17');
  await dialog.getByRole('button', { name: 'Visa kontot' }).click();

  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expectWelcome(page, 'Välkommen, Klara');
  const bar = page.getByRole('region', { name: 'Inloggad som en annan användare' });
  await expect(bar).toContainText('Du är inloggad som Klara Karlsson');

  await bar.getByRole('button', { name: 'Avsluta' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/list$/);
  await expect(page.getByRole('row').filter({ hasText: 'client@example.com' })).toBeVisible();
});

test('a link to the console’s hand-over page starts nothing without the admin’s click', async ({
  page,
}) => {
  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  // What an attacker could send: a binding of their own client-web tab.
  await page.goto(
    new URL(
      '/impersonation-handover#binding=n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
      consoleUrl(),
    ).toString(),
  );
  await expect(page.getByRole('alert')).toHaveText(
    'Det gick inte att logga in som den här användaren',
  );
  // Still the console: no impersonation was started, nothing went to client-web.
  await expect(page).toHaveURL(new RegExp(`^${consoleUrl()}/?impersonation-handover`));
});
