import { expect, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';

test.describe('console', () => {
  for (const [email, home, heading] of [
    ['admin@example.com', /\/admin\/users\/list$/, 'Användare'],
    ['cc@example.com', /\/cc\/modules\/list$/, 'Moduler'],
    ['hc@example.com', /\/clients$/, 'Klienter'],
  ] as const) {
    test(`logs ${email} in to their home`, async ({ page }) => {
      await page.goto(consoleUrl());
      await expect(page.getByRole('heading', { name: 'Sinnro' })).toBeVisible();
      await logIn(page, email);
      await expect(page).toHaveURL(home);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    });
  }

  test('turns a client account away towards the client app', async ({ page }) => {
    await page.goto(consoleUrl());
    await logIn(page, 'client@example.com');
    await expect(page.getByText('Det här kontot använder klientappen')).toBeVisible();
  });
});
