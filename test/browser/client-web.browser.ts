import { expect, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';

test.describe('client-web', () => {
  test('shows the login page in Swedish and lets a client reach their dashboard', async ({
    page,
  }) => {
    await page.goto(clientWebUrl('/login'));
    await expect(page.getByRole('heading', { name: 'Sinnro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await logIn(page, 'client@example.com');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectWelcome(page, 'Välkommen, Klara');
    await expect(page.getByText('Klient', { exact: true })).toBeVisible();
  });

  test('says why a login failed, in the specification’s words', async ({ page }) => {
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'client@example.com', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Felaktigt användarnamn eller lösenord');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('switches to English and takes a clinic administrator to services', async ({ page }) => {
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await logIn(page, 'clinic-admin@example.com', undefined, {
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
    });
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  });

  for (const [email, name] of [
    ['therapist-premium@example.com', 'Petra'],
    ['clinic-therapist@example.com', 'Tove'],
  ] as const) {
    test(`takes ${email} to the clients list`, async ({ page }) => {
      await page.goto(clientWebUrl('/login'));
      await page.getByRole('tab', { name: 'Terapeut' }).click();
      await logIn(page, email);
      await expect(page).toHaveURL(/\/clients$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mina klienter' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(name);
    });
  }

  test('sends a visitor without a session from a protected page to the login', async ({ page }) => {
    await page.goto(clientWebUrl('/client/dashboard'));
    await expect(page).toHaveURL(/\/login/);
  });
});
