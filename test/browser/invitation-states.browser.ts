import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
import { waitForMail } from './demo-api';

/** The clinic therapist invites a client through the invitations screen's form. */
async function inviteClient(page: Page, email: string, lastName: string, offset: number) {
  const form = page.getByRole('region', { name: 'Bjud in en klient' });
  await form.getByRole('textbox', { name: /Förnamn/ }).fill('Ina');
  await form.getByRole('textbox', { name: /Efternamn/ }).fill(lastName);
  await form.getByRole('textbox', { name: /E-post/ }).fill(email);
  await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('070-765 43 21');
  await form
    .getByRole('textbox', { name: /Personnummer/ })
    .fill(`19${String(Date.now() + offset).slice(-10)}`);
  await form.getByRole('checkbox', { name: 'Digital behandling' }).check();
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/invitations'),
  );
  await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
  expect((await created).status()).toBe(201);
}

test.describe('invitation states', () => {
  test('an accepted invitation shows when it was accepted, not how long its link is valid; a pending one keeps its validity', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'clinic-therapist@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    await page
      .getByRole('navigation', { name: 'Meny' })
      .getByRole('link', { name: 'Inbjudningar' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbjudningar' })).toBeVisible();

    const run = Date.now();
    const accepting = `accepterar.${run}@demokliniken.se`;
    const waiting = `vantar.${run}@demokliniken.se`;
    await inviteClient(page, accepting, 'Accepterar', 11);
    await inviteClient(page, waiting, 'Väntar', 12);

    // The invited client opens the link of the mail and chooses a password.
    const link = /\/session\/invite\/(\S+)/;
    const mail = await waitForMail(request, accepting, link);
    const token = link.exec(mail.text ?? '')?.[1] ?? '';
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(clientWebUrl(`/session/invite/${token}`));
    await invitee.getByLabel('Nytt lösenord').fill('Ett-eget-lösenord-2026');
    await invitee.getByLabel('Upprepa lösenordet').fill('Ett-eget-lösenord-2026');
    await invitee.getByRole('button', { name: 'Aktivera kontot' }).click();
    await expect(invitee).not.toHaveURL(/\/session\/invite\//);
    await invitee.context().close();

    const today = (locale: string) =>
      new Date().toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
    const rowOf = (region: string, email: string) =>
      page.getByRole('region', { name: region }).getByRole('listitem').filter({ hasText: email });

    await page.reload();
    const accepted = rowOf('Klinikens inbjudningar', accepting);
    await expect(accepted).toContainText(`Accepterad ${today('sv-SE')}`);
    await expect(accepted).not.toContainText('Länken gäller');
    await expect(rowOf('Klinikens inbjudningar', waiting)).toContainText('Länken gäller till');
    await accepted.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath('invitation-states-sv.png'),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    const acceptedEn = rowOf('The clinic’s invitations', accepting);
    await expect(acceptedEn).toContainText(`Accepted on ${today('en-GB')}`);
    await expect(acceptedEn).not.toContainText('valid until');
    await expect(rowOf('The clinic’s invitations', waiting)).toContainText(
      'The link is valid until',
    );
    await page.screenshot({
      path: testInfo.outputPath('invitation-states-en.png'),
      fullPage: true,
    });

    // Back to Swedish, as the other tests expect of the demo clinic therapist.
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbjudningar' })).toBeVisible();
  });
});
