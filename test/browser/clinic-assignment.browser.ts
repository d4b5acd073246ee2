import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
import { waitForMail } from './demo-api';

const PASSWORD = 'Ett-eget-lösenord-2026';
const PROGRAM = 'Må bättre – KBT vid nedstämdhet (Behandling med terapeutstöd)';

/** The serious and critical accessibility violations axe finds on the page, by rule and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('a clinic client with a therapist and a program', () => {
  test('the clinic admin invites a client with a therapist and a program; once she accepts, the therapist has her in /clients with the program', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(480_000);
    const stamp = Date.now();
    const email = `klara.${stamp}@demokliniken.se`;
    const lastName = `Klinik${String(stamp).slice(-5)}`;

    // The clinic admin invites Klara with the clinic therapist and the iCBT program.
    const admin = await (await browser.newContext()).newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(clientWebUrl('/login'));
    await logIn(admin, 'clinic-admin@example.com');
    await expect(admin).toHaveURL(/\/services$/);
    const form = admin.getByRole('region', { name: 'Bjud in en behandlare eller klient' });
    await form.getByRole('textbox', { name: /Förnamn/ }).fill('Klara');
    await form.getByRole('textbox', { name: /Efternamn/ }).fill(lastName);
    await form.getByRole('textbox', { name: /E-post/ }).fill(email);
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('070-222 33 44');
    await form.getByRole('textbox', { name: /Personnummer/ }).fill(`19${String(stamp).slice(-10)}`);
    await form.getByRole('radio', { name: 'Klient' }).check();
    await form.getByRole('combobox', { name: 'Behandlare (valfritt)' }).click();
    await admin.getByRole('option', { name: 'Tove Lind' }).click();
    await form.getByRole('combobox', { name: 'Program (valfritt)' }).click();
    await admin.getByRole('option', { name: PROGRAM }).click();
    await form.getByRole('checkbox', { name: 'Digital behandling' }).check();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({
      path: testInfo.outputPath('clinic-invite-with-care-sv.png'),
      fullPage: true,
    });
    const created = admin.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/v1/invitations'),
    );
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    expect((await created).status()).toBe(201);
    await expect(admin.getByText(`Inbjudan är skickad till ${email}.`)).toBeVisible();

    // The same form in English, on a phone.
    await admin.getByRole('button', { name: 'English' }).click();
    await admin.setViewportSize({ width: 390, height: 844 });
    const english = admin.getByRole('region', { name: 'Invite a clinician or client' });
    // The form is new in the other language: a clinician by default, a client when chosen.
    await english.getByRole('radio', { name: 'Client' }).check();
    await expect(english.getByRole('combobox', { name: 'Therapist (optional)' })).toBeVisible();
    await expect(english.getByRole('combobox', { name: 'Program (optional)' })).toBeVisible();
    expect(
      await admin.evaluate<number>('document.documentElement.scrollWidth'),
    ).toBeLessThanOrEqual(390);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({
      path: testInfo.outputPath('clinic-invite-with-care-en-phone.png'),
      fullPage: true,
    });
    await admin.context().close();

    // Klara opens the mailed link and chooses a password.
    const link = /\/session\/invite\/(\S+)/;
    const mail = await waitForMail(request, email, link);
    const token = link.exec(mail.text ?? '')?.[1] ?? '';
    const client = await (await browser.newContext()).newPage();
    await client.setViewportSize({ width: 1280, height: 900 });
    await client.goto(clientWebUrl(`/session/invite/${token}`));
    await client.getByLabel('Nytt lösenord').fill(PASSWORD);
    await client.getByLabel('Upprepa lösenordet').fill(PASSWORD);
    await client.getByRole('button', { name: 'Aktivera kontot' }).click();
    await expect(client).toHaveURL(/\/client\/dashboard$/, { timeout: 60_000 });
    await client.context().close();

    // The clinic therapist has Klara in their clients, with the program's model.
    const therapist = await (await browser.newContext()).newPage();
    await therapist.setViewportSize({ width: 1280, height: 900 });
    await therapist.goto(clientWebUrl('/login'));
    await logIn(therapist, 'clinic-therapist@example.com');
    await expect(therapist).toHaveURL(/\/clients$/);
    const row = therapist.getByTestId('client-row').filter({ hasText: email });
    await expect(row).toContainText(`Klara ${lastName}`);
    await expect(row).toContainText('Behandling med terapeutstöd');
    await expect(row).not.toContainText('Inbjuden');
    expect(await seriousViolations(therapist)).toEqual([]);
    await therapist.screenshot({
      path: testInfo.outputPath('clinic-therapist-clients-sv.png'),
      fullPage: true,
    });
    await therapist.getByRole('button', { name: 'English' }).click();
    await expect(row).toContainText('Therapist assisted');
    await therapist.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    expect(await seriousViolations(therapist)).toEqual([]);
    await therapist.screenshot({
      path: testInfo.outputPath('clinic-therapist-clients-en-phone.png'),
      fullPage: true,
    });
  });
});
