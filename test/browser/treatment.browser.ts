import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';
import { apiLogin, apiUrl, bearer } from './demo-api';

async function openTreatment(page: Page): Promise<void> {
  await page.goto(clientWebUrl('/login'));
  await logIn(page, 'client@example.com');
  await expectWelcome(page, 'Välkommen, Klara');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Mina program' })
    .click();
  await expect(page).toHaveURL(/\/client\/treatment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina program' })).toBeVisible();
  await expect(page.getByText('Må bättre – KBT vid nedstämdhet')).toBeVisible();
}

test.describe('treatment', () => {
  test('the demo client answers Må bättre up to the page needing approval, and goes on once the therapist approves', async ({
    page,
    request,
  }, testInfo) => {
    await openTreatment(page);
    // The first two modules are open and not done yet (instances are the record, not the seeded
    // progress); the third waits for the therapist. The PHQ-9 is locked too, or listed as
    // completed when a seeded round of it is done.
    const ongoing = page.getByRole('region', { name: /^Pågående/ });
    await expect(ongoing.getByRole('heading', { level: 3 })).toHaveText([
      'Välkommen till behandlingen',
      'Beteendeaktivering',
    ]);
    await expect(
      page.getByRole('region', { name: /^Kommande/ }).getByRole('heading', { level: 3 }),
    ).toContainText(['Tankar och känslor']);
    await page.screenshot({ path: testInfo.outputPath('treatment-list-sv.png'), fullPage: true });

    await ongoing.getByRole('link', { name: 'Öppna Välkommen till behandlingen' }).click();
    await expect(page).toHaveURL(/\/client\/module\/\d+\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Välkommen till behandlingen' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Starta modulen' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('module-page-sv.png'), fullPage: true });

    // The same page in English, content included; then back to Swedish.
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the treatment' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the module' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('module-page-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(menu).toBeVisible();

    await page.getByRole('button', { name: 'Starta modulen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Välkommen' })).toBeVisible();
    await expect(page.getByText('kognitiv beteendeterapi (KBT)')).toBeVisible();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ditt arbete varje vecka' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Föregående' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Välkommen' })).toBeVisible();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dina mål' })).toBeVisible();

    // Nothing written: the server's 400 names the question, shown under its field.
    const goals = page.getByLabel(/Vad vill du ska vara annorlunda/);
    await page.getByRole('button', { name: 'Spara och fortsätt' }).click();
    await expect(page.getByText('Svar krävs')).toBeVisible();

    await goals.fill('Orka träffa mina vänner igen och sova bättre.');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/client\/page\//.test(response.url()),
    );
    await page.getByRole('button', { name: 'Spara och fortsätt' }).click();
    const answer = (await (await saved).json()) as {
      module_instance_id: number;
      page_id: number;
      awaiting_approval: boolean;
    };
    expect(answer.awaiting_approval).toBe(true);
    await expect(page.getByText('Väntar på din terapeut')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spara och fortsätt' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('module-awaiting-approval-sv.png') });

    // The waiting state survives a reload.
    await page.reload();
    await expect(page.getByText('Väntar på din terapeut')).toBeVisible();

    // The demo therapist approves the page through the API.
    const client = await apiLogin(request, 'client@example.com');
    const therapist = await apiLogin(request, 'therapist-premium@example.com');
    const approval = await request.post(apiUrl(`/api/users/${client.userId}/therapist-action`), {
      headers: bearer(therapist),
      data: { module_instance_id: answer.module_instance_id, page_id: answer.page_id },
    });
    expect(approval.status()).toBe(200);
    expect(await approval.json()).toMatchObject({
      client_id: client.userId,
      page_id: answer.page_id,
      completed: true,
    });

    await page.getByRole('button', { name: 'Ladda om' }).click();
    await expect(
      page.getByText('Bra jobbat! Du har gjort klart alla sidor i modulen.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Till modulens översikt' }).click();
    await expect(page.getByText('Du har gjort klart modulen.')).toBeVisible();
    await expect(page.getByText('Omgång 1')).toBeVisible();

    await page.goto(clientWebUrl('/client/treatment'));
    await expect(
      page.getByRole('region', { name: /^Avslutade/ }).getByRole('heading', { level: 3 }),
    ).toContainText(['Välkommen till behandlingen']);
  });
});
