import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer, waitForMail } from './demo-api';

const PASSWORD = 'Ett-eget-lösenord-2026';

/**
 * A client of their own (so no demo login changes), made by the demo administrator, who has set
 * a password through the reset link as a new client would: an account in use.
 */
async function clientInUse(
  request: APIRequestContext,
  email: string,
  language: 'sv' | 'en',
): Promise<number> {
  const admin = await apiLogin(request, 'admin@example.com');
  const created = await request.post(apiUrl('/api/users'), {
    headers: bearer(admin),
    data: {
      first_name: 'Ebba',
      last_name: 'Byter',
      email,
      phone: '070-1234567',
      // Unique: 12 digits, the last ten from the clock (one more for the English client).
      national_id: `19${String(Date.now() + (language === 'en' ? 1 : 0)).slice(-10)}`,
      default_lang: language,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(apiUrl('/api/password/reset'), { data: { email } })).ok()).toBe(true);
  const resetLink = /\/session\/reset-password\/(\S+)/;
  const mail = await waitForMail(request, email, resetLink);
  const token = resetLink.exec(mail.text ?? '')?.[1];
  const reset = await request.post(apiUrl('/api/update-reset-password'), {
    data: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reset.status()).toBe(200);
  return id;
}

/** The confirmation link mailed to the new address. */
async function confirmationLink(request: APIRequestContext, to: string): Promise<string> {
  const linkPattern = /https?:\/\/\S+\/session\/confirm-email\/\S+/;
  const link = linkPattern.exec((await waitForMail(request, to, linkPattern)).text ?? '')?.[0];
  expect(link?.startsWith(clientWebUrl('/session/confirm-email/'))).toBe(true);
  return link as string;
}

async function askForNewEmail(page: Page, labels: { field: string; send: string }, to: string) {
  await page.getByLabel(labels.field).fill(to);
  await page.getByRole('button', { name: labels.send }).click();
}

test.describe('changing the e-mail of an account', () => {
  test('a client asks for a new e-mail on the profile, confirms it from the mail and logs in with it (sv, 1280 px)', async ({
    page,
    request,
  }, testInfo) => {
    const stamp = Date.now();
    const email = `byte-${stamp}@sinnro.test`;
    const wanted = `ny-${stamp}@sinnro.test`;
    await clientInUse(request, email, 'sv');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await page.goto(clientWebUrl('/client/profile'));
    await expect(page.getByRole('heading', { name: 'Byt e-postadress' })).toBeVisible();
    await askForNewEmail(page, { field: 'Ny e-postadress', send: 'Skicka länk' }, 'inte-en-adress');
    await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
    await askForNewEmail(page, { field: 'Ny e-postadress', send: 'Skicka länk' }, wanted);
    await expect(page.getByText(`Väntar på bekräftelse från ${wanted}`)).toBeVisible();
    const changes = page.getByRole('list', { name: 'Ändringar av ditt konto' });
    await expect(changes).toContainText('Byte av e-postadress begärt');
    await expect(changes).toContainText('av dig');
    await page.screenshot({ path: testInfo.outputPath('profile-pending-sv.png'), fullPage: true });

    // The old address is told, without a link; the new one gets the link.
    const notice = await waitForMail(request, email, /./, /vill ändra e-postadressen/);
    expect(notice.text).not.toMatch(/confirm-email/);
    const link = await confirmationLink(request, wanted);

    // Until the link is used, the account keeps its address.
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Ny e-postadress' })).toBeVisible();
    await page.getByRole('button', { name: 'Bekräfta den nya e-postadressen' }).click();
    await expect(page.getByRole('alert')).toContainText('E-postadressen är ändrad');
    await page.screenshot({ path: testInfo.outputPath('confirmed-sv.png'), fullPage: true });

    await page.goto(clientWebUrl('/login'));
    await logIn(page, wanted, PASSWORD);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await page.goto(clientWebUrl('/client/profile'));
    await expect(changes).toContainText('E-postadressen ändrad');

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Bekräfta den nya e-postadressen' }).click();
    await expect(page.getByRole('alert')).toContainText('ogiltig, redan använd eller har gått ut');
  });

  test('the same in English on a 390 px screen, and a change by staff shows on the profile', async ({
    page,
    request,
  }, testInfo) => {
    const stamp = Date.now();
    const email = `change-${stamp}@sinnro.test`;
    const wanted = `new-${stamp}@sinnro.test`;
    const id = await clientInUse(request, email, 'en');

    // The demo administrator changes the client's phone: the owner sees who did.
    const admin = await apiLogin(request, 'admin@example.com');
    const phone = await request.put(apiUrl(`/api/users/${id}`), {
      headers: bearer(admin),
      data: { phone: '0701234567' },
    });
    expect(phone.status()).toBe(200);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('button', { name: 'English' }).click();
    await logIn(page, email, PASSWORD, { email: 'Email', password: 'Password', submit: 'Log in' });
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await page.goto(clientWebUrl('/client/profile'));
    const changes = page.getByRole('list', { name: 'Changes to your account' });
    await expect(changes).toContainText('by Astrid Andersson');
    await askForNewEmail(page, { field: 'New e-mail', send: 'Send link' }, wanted);
    await expect(page.getByText(`Waiting for confirmation from ${wanted}`)).toBeVisible();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: testInfo.outputPath('profile-pending-en-390.png'),
      fullPage: true,
    });

    await page.goto(await confirmationLink(request, wanted));
    await page.getByRole('button', { name: 'Confirm the new e-mail' }).click();
    await expect(page.getByRole('alert')).toContainText('The e-mail has been changed');
    await page.screenshot({ path: testInfo.outputPath('confirmed-en-390.png'), fullPage: true });
  });
});
