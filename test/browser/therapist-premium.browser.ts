import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';

/** The demo Therapist assisted treatment program (backend demo-programs.data). */
const PROGRAM = 'Må bättre – KBT vid nedstämdhet';

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

test.describe('therapist-premium screens', () => {
  test('the premium therapist adds a client, gives them a Therapist assisted subscription with a program, finds them in /clients, locks a module and ends the treatment with a reason; sv, then en', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const run = String(Date.now());
    const email = `tp-client-${run}@example.com`;
    const nationalId = `19${run.slice(-10)}`;
    const lastName = `Testsson${run.slice(-6)}`;

    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'therapist-premium@example.com');
    await expect(page).toHaveURL(/\/clients$/);

    // A new client: the form's own checks first, then the server takes it.
    await page.getByRole('navigation').getByRole('link', { name: 'Ny klient' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ny klient' })).toBeVisible();
    await page.getByRole('button', { name: 'Skapa klient' }).click();
    await expect(page.getByText('Förnamn krävs')).toBeVisible();
    await page.getByRole('textbox', { name: 'Personnummer' }).fill('12345');
    await page.getByRole('button', { name: 'Skapa klient' }).click();
    await expect(page.getByText('Personnumret måste ha 12 siffror')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('add-client-errors-sv.png'),
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Förnamn' }).fill('Tilda');
    await page.getByRole('textbox', { name: 'Efternamn' }).fill(lastName);
    await page.getByRole('textbox', { name: 'E-post' }).fill(email);
    await page.getByRole('textbox', { name: 'Personnummer' }).fill(nationalId);
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('0701234567');
    await page.getByRole('button', { name: 'Skapa klient' }).click();

    // On to the subscription: the program's duration gives the estimated end date.
    await expect(page).toHaveURL(/\/users\/subscriptions\/add\/\d+\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ge klienten en behandling' }),
    ).toBeVisible();
    await page.getByLabel('Program').selectOption({ label: PROGRAM });
    await expect(page.getByLabel('Beräknat slutdatum')).not.toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath('add-subscription-sv.png'), fullPage: true });
    await page.getByRole('button', { name: 'Skapa behandling' }).click();
    await expect(page).toHaveURL(/\/users\/subscriptions\/edit\/\d+\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Klart', { exact: true })).toBeVisible();
    await expect(page.getByText(`Program: ${PROGRAM}`)).toBeVisible();
    const editPath = new URL(page.url()).pathname;

    // The new client is in the therapist's list.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Klienter/ })
      .click();
    await expect(page).toHaveURL(/\/clients$/);
    const row = page.getByRole('link', { name: `Tilda ${lastName}` });
    await expect(row).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('clients-sv.png'), fullPage: true });
    await row.click();

    // The client's details, changed from their page.
    await page.getByRole('link', { name: 'Ändra uppgifter' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ändra klientens uppgifter' }),
    ).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
    await expect(phone).toHaveValue('0701234567');
    await phone.fill('0709876543');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Klart', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('0709876543');
    await page.getByRole('link', { name: 'Tillbaka till klienten' }).click();
    await page.getByRole('link', { name: 'Hantera: Behandling med terapeutstöd' }).click();
    await expect(page).toHaveURL(new RegExp(`${editPath}$`));

    // Lock the open module.
    const lock = page.getByRole('button', { name: /^Lås (?!upp)/ }).first();
    const moduleName = ((await lock.getAttribute('aria-label')) ?? '').replace(/^Lås /, '');
    await lock.click();
    await expect(page.getByRole('button', { name: `Lås upp ${moduleName}` })).toBeVisible();

    // The add-module picker offers published modules only: never the demo draft.
    const picker = page.getByRole('combobox', { name: 'Lägg till modul', exact: true });
    await expect(picker.getByRole('option', { name: 'Sömn och återhämtning' })).toHaveCount(1);
    expect(await picker.locator('option').allTextContents()).not.toContain(
      'Stresshantering (utkast)',
    );
    await page.screenshot({
      path: testInfo.outputPath('subscription-edit-sv.png'),
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);

    // End the treatment: a reason is needed, then a confirmation.
    await page.getByRole('button', { name: 'Avsluta behandlingen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avsluta behandlingen' });
    await dialog.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(dialog.getByText('Välj en anledning', { exact: true }).last()).toBeVisible();
    const reasons = dialog.getByLabel(/Anledning/);
    await expect(reasons.locator('option')).not.toHaveCount(1);
    const reason = await reasons.locator('option').nth(1).textContent();
    await reasons.selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: 'Kommentar (valfri)' }).fill('Målen är nådda');
    await dialog.getByRole('button', { name: 'Fortsätt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Är du säker?' });
    await expect(confirm.getByText(/går inte att ångra/)).toBeVisible();
    // Dialogs are 500 px wide (section 9).
    expect((await confirm.boundingBox())?.width).toBe(500);
    await page.screenshot({ path: testInfo.outputPath('end-treatment-confirm-sv.png') });
    await confirm.getByRole('button', { name: 'Ja, avsluta behandlingen' }).click();
    await expect(page.getByText(`Anledning: ${reason ?? ''}`, { exact: false })).toBeVisible();
    await expect(page.getByText('Status: Avslutad')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Lås/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('treatment-ended-sv.png'), fullPage: true });

    // English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The client’s treatment' }),
    ).toBeVisible();
    await expect(page.getByText('Status: Ended')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('treatment-ended-en.png'), fullPage: true });

    // The user block opens the therapist's own profile.
    await page.getByRole('link', { name: 'Petra Berg' }).click();
    await expect(page).toHaveURL(/\/therapist-premium\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });
});
