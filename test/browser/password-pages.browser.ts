import { type APIRequestContext, expect, test } from '@playwright/test';
import { clientWebUrl, DEMO_PASSWORD, expectWelcome, logIn } from './demo';
import { apiUrl, waitForMail } from './demo-api';

/** A fresh client created by the demo administrator (no password yet), so no demo login changes. */
async function createClient(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post(apiUrl('/client/login'), {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await request.post(apiUrl('/api/users'), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: 'Rut',
      last_name: 'Återställd',
      email,
      phone: '070-1234567',
      // Unique: 12 digits, the last ten from the clock.
      national_id: `19${String(Date.now()).slice(-10)}`,
      default_lang: 'sv',
    },
  });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ email });
}

test.describe('password pages', () => {
  test('a client asks for a reset link, sets a new password from the mail and logs in', async ({
    page,
    request,
  }) => {
    const email = `reset-${Date.now()}@sinnro.test`;
    const newPassword = 'Ett-nytt-lösenord-2026';
    await createClient(request, email);

    await page.goto(clientWebUrl('/login'));
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await expect(page).toHaveURL(/\/session\/forgot-password$/);
    await page.getByLabel('E-post').fill(email);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(page.getByText('E-postmeddelandet har skickats!')).toBeVisible();

    const resetLink = /https?:\/\/\S+\/session\/reset-password\/\S+/;
    const mail = await waitForMail(request, email, resetLink);
    const link = resetLink.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(link?.startsWith(clientWebUrl('/session/reset-password/'))).toBe(true);

    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeVisible();
    await page.getByLabel('Nytt lösenord').fill(newPassword);
    await page.getByLabel('Upprepa lösenordet').fill(newPassword);
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('Nytt lösenord sparat! Logga in!');
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectWelcome(page, 'Välkommen, Rut');

    // The link works once: opened again, it says so and offers a new one.
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(link as string);
    await page.getByLabel('Nytt lösenord').fill('Ett-annat-lösenord-2026');
    await page.getByLabel('Upprepa lösenordet').fill('Ett-annat-lösenord-2026');
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();
    await expect(page.getByRole('alert')).toContainText('ogiltig, redan använd eller har gått ut');
    await page.getByRole('link', { name: 'Begär en ny länk' }).click();
    await expect(page).toHaveURL(/\/session\/forgot-password$/);
  });

  test('an unknown invitation link says so and leads to the login', async ({ page }) => {
    await page.goto(clientWebUrl('/session/invite/not-a-real-invitation'));
    await expect(page.getByRole('alert')).toContainText('Inbjudan är ogiltig');
    await page.getByRole('link', { name: 'Till inloggningen' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a company e-mail link opened while logged out comes back after the login', async ({
    page,
  }) => {
    const confirmPath = '/session/confirm-company-email/not-a-real-link';
    await page.goto(clientWebUrl(confirmPath));
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'client@example.com');
    await expect(page).toHaveURL(new RegExp(`${confirmPath}$`));
    // Confirmed or refused, the page answers under its own heading.
    await expect(page.getByRole('heading', { name: 'Företagets e-postadress' })).toBeVisible();
  });
});
