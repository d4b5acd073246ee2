import { expect, test } from '@playwright/test';
import { consoleUrl, expectWelcome, logIn } from './demo';

test.describe('console', () => {
  for (const [email, home, name] of [
    ['admin@example.com', /#\/admin\/users\/list$/, 'Astrid'],
    ['cc@example.com', /#\/cc\/modules\/list$/, 'Cecilia'],
    ['hc@example.com', /#\/clients$/, 'Hugo'],
  ] as const) {
    test(`logs ${email} in to their home`, async ({ page }) => {
      await page.goto(consoleUrl());
      await expect(page.getByRole('heading', { name: 'Sinnro' })).toBeVisible();
      await logIn(page, email);
      await expect(page).toHaveURL(home);
      await expectWelcome(page, `Välkommen, ${name}`);
    });
  }

  test('turns a client account away towards the client app', async ({ page }) => {
    await page.goto(consoleUrl());
    await logIn(page, 'client@example.com');
    await expect(page.getByText('Det här kontot använder klientappen')).toBeVisible();
  });
});
