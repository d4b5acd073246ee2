import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, consoleAtPhoneWidth, consoleUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer, demoDatabase } from './demo-api';

/** The demo clinic client's Therapist assisted subscription (backend demo-clinic.seeder). */
const CLINIC_SUBSCRIPTION_UUID = 'dc0c0de0-0000-4000-8000-000000000351';
const PHQ9_NAME = 'PHQ-9 – skattning av nedstämdhet';
const ITEM_9_SV =
  'Tankar på att det skulle vara bättre om du var död eller att du skulle skada dig på något sätt';
const ITEM_9_EN = 'Thoughts that you would be better off dead, or of hurting yourself in some way';
const CLIENT_NAME = 'Kim Klinikklient';

/** Item 9 "more than half the days" (2), items 1–4 "several days" (1): 6 points in all. */
const VALUES = [1, 1, 1, 1, 0, 0, 0, 0, 2];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function signedIn(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await logIn(page, email);
  return page;
}

test.describe('risk flags', () => {
  test('a PHQ-9 item-9 answer raises a flag: the therapist reads why (item 9 in its wording, the answer, the total) and acknowledges “Kontaktade klienten”; the health coach sees it in the console; sv and en, 1280 and 390 px, axe', async ({
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(360_000);
    const client = await apiLogin(request, 'klinikklient@example.com');
    const therapist = await apiLogin(request, 'clinic-therapist@example.com');
    const db = await demoDatabase();
    const coach = await db.query<{ id: number }>(`select id from users where email = $1`, [
      'hc@example.com',
    ]);
    const before = await db.query<{ health_coach_id: number | null }>(
      'select health_coach_id from users where id = $1',
      [client.userId],
    );
    const programs = await request.get(apiUrl('/client/programs'), { headers: bearer(client) });
    const subscription = (
      (await programs.json()) as { uuid: string; modules: { id: number; type: string }[] }[]
    ).find((candidate) => candidate.uuid === CLINIC_SUBSCRIPTION_UUID);
    const phq9 = subscription?.modules.find((module) => module.type === 'assessment');
    if (!phq9) throw new Error('The clinic subscription holds no PHQ-9');
    const moduleUrl = apiUrl(
      `/api/users/${client.userId}/program-subscriptions/${CLINIC_SUBSCRIPTION_UUID}/modules/${phq9.id}`,
    );
    let instanceId: number | null = null;
    try {
      // The health coach Hugo Holm coaches the clinic client; her therapist opens the PHQ-9.
      await db.query('update users set health_coach_id = $1 where id = $2', [
        coach.rows[0]?.id,
        client.userId,
      ]);
      const opened = await request.put(moduleUrl, { headers: bearer(therapist), data: {} });
      expect(opened.status()).toBe(200);

      // The client answers the PHQ-9 (through the API, as the page player sends it), item 9
      // above "not at all".
      const shown = await request.get(
        apiUrl(`/client/page/${CLINIC_SUBSCRIPTION_UUID}/${phq9.id}/sv`),
        { headers: bearer(client) },
      );
      expect(shown.status()).toBe(200);
      const player = (await shown.json()) as {
        module_instance_id: number;
        page: {
          id: number;
          chapter_id: number;
          questions: { id: number; position: number; options: { id: number; value: number }[] }[];
        };
      };
      const questions = [...player.page.questions].sort((a, b) => a.position - b.position);
      const answers = Object.fromEntries(
        questions.map((question, index) => [
          String(question.id),
          question.options.find((option) => option.value === VALUES[index])?.id,
        ]),
      );
      const saved = await request.post(
        apiUrl(
          `/client/page/${CLINIC_SUBSCRIPTION_UUID}/${phq9.id}/${player.page.chapter_id}/${player.page.id}/sv`,
        ),
        {
          headers: bearer(client),
          data: { module_instance_id: player.module_instance_id, answers },
        },
      );
      expect(saved.status()).toBe(200);
      const answer = (await saved.json()) as { crisis_message: string | null };
      instanceId = player.module_instance_id;
      expect(answer.crisis_message).toContain('112');

      // The total comes from the round's report, which the worker builds: wait for it.
      await expect(async () => {
        const flags = await request.get(apiUrl(`/api/v1/risk-flags?client_id=${client.userId}`), {
          headers: bearer(therapist),
        });
        const [flag] = (await flags.json()) as { id: number }[];
        const detail = await request.get(apiUrl(`/api/v1/risk-flags/${flag?.id}/sv`), {
          headers: bearer(therapist),
        });
        expect(((await detail.json()) as { round: { total: unknown } }).round.total).not.toBeNull();
      }).toPass({ timeout: 120_000 });

      // The therapist: the flag first in the notifications, opened on its screen.
      const clinician = await signedIn(
        browser,
        clientWebUrl('/login'),
        'clinic-therapist@example.com',
      );
      await expect(clinician).toHaveURL(/\/clients$/);
      const notice = clinician
        .getByTestId('specialist-notification')
        .filter({ hasText: `Riskflagga: ${CLIENT_NAME}` })
        .first();
      await notice.getByRole('link', { name: `Visa riskflaggan för ${CLIENT_NAME}` }).click();
      await expect(clinician).toHaveURL(/\/risk-flags\/\d+$/);
      const flagPath = new URL(clinician.url()).pathname;
      await expect(
        clinician.getByRole('heading', { level: 1, name: `Riskflagga: ${CLIENT_NAME}` }),
      ).toBeVisible();
      const why = clinician.getByRole('region', { name: 'Varför flaggan höjdes' });
      await expect(why).toContainText(PHQ9_NAME);
      await expect(why).toContainText('Fråga 9');
      await expect(why).toContainText(ITEM_9_SV);
      await expect(why).toContainText('Mer än halva dagarna (värde 2 av 3)');
      await expect(why).toContainText('Flaggas vid värde 1 eller högre');
      await expect(why).toContainText('6 av 27');
      await expect(why).toContainText('Lindriga symtom');
      const rounds = clinician.getByTestId('risk-flag-round');
      await expect(rounds.last()).toContainText('Omgång 1 (denna flagga)');
      await expect(rounds.last()).toContainText('Mer än halva dagarna (2)');
      await expect(clinician.getByRole('alert').first()).toContainText('Inte kvitterad');
      expect(await seriousViolations(clinician)).toEqual([]);
      await clinician.screenshot({
        path: testInfo.outputPath('flag-therapist-sv-1280.png'),
        fullPage: true,
      });

      // English, then a phone's width.
      await clinician.getByRole('button', { name: 'English' }).click();
      await expect(
        clinician.getByRole('heading', { level: 1, name: `Risk flag: ${CLIENT_NAME}` }),
      ).toBeVisible();
      const whyEn = clinician.getByRole('region', { name: 'Why the flag was raised' });
      await expect(whyEn).toContainText('Item 9');
      await expect(whyEn).toContainText(ITEM_9_EN);
      await expect(whyEn).toContainText('More than half the days (value 2 of 3)');
      await expect(whyEn).toContainText('6 of 27');
      expect(await seriousViolations(clinician)).toEqual([]);
      await clinician.screenshot({
        path: testInfo.outputPath('flag-therapist-en-1280.png'),
        fullPage: true,
      });
      await clinician.setViewportSize({ width: 390, height: 844 });
      await expect(whyEn).toContainText(ITEM_9_EN);
      expect(
        await clinician.evaluate<boolean>(
          'document.documentElement.scrollWidth <= window.innerWidth',
        ),
      ).toBe(true);
      await clinician.screenshot({
        path: testInfo.outputPath('flag-therapist-en-390.png'),
        fullPage: true,
      });
      await clinician.getByRole('button', { name: 'Svenska' }).click();
      await expect(
        clinician.getByRole('heading', { level: 1, name: `Riskflagga: ${CLIENT_NAME}` }),
      ).toBeVisible();

      // Acknowledging asks what was done.
      await clinician.getByRole('button', { name: 'Kvittera riskflaggan' }).click();
      const dialog = clinician.getByRole('dialog', {
        name: `Kvittera riskflaggan för ${CLIENT_NAME}`,
      });
      await dialog.getByRole('button', { name: 'Kvittera' }).click();
      await expect(dialog).toContainText('Välj vad som gjordes.');
      await dialog.getByRole('radio', { name: 'Annat' }).check();
      await dialog.getByRole('button', { name: 'Kvittera' }).click();
      await expect(dialog).toContainText('Beskriv i en anteckning vad som gjordes.');
      await dialog.getByRole('radio', { name: 'Kontaktade klienten' }).check();
      expect(await seriousViolations(clinician)).toEqual([]);
      await clinician.screenshot({ path: testInfo.outputPath('acknowledge-dialog-sv-390.png') });
      const acknowledged = clinician.waitForResponse(
        (response) =>
          /\/api\/v1\/risk-flags\/\d+\/acknowledge$/.test(response.url()) && response.ok(),
      );
      await dialog.getByRole('button', { name: 'Kvittera' }).click();
      await acknowledged;
      await expect(dialog).toHaveCount(0);
      await expect(clinician.getByRole('alert').first()).toContainText('Kvitterad av Tove Lind');
      await expect(clinician.getByRole('alert').first()).toContainText('Kontaktade klienten');
      await expect(clinician.getByRole('button', { name: 'Kvittera riskflaggan' })).toHaveCount(0);
      await clinician.screenshot({
        path: testInfo.outputPath('flag-acknowledged-sv-390.png'),
        fullPage: true,
      });

      // The health coach: the flag in the console's risk flags and on the client's page.
      const hc = await signedIn(browser, consoleUrl(), 'hc@example.com');
      await expect(hc).toHaveURL(/\/clients$/);
      await hc.getByRole('menuitem', { name: 'Riskflaggor' }).click();
      await expect(hc).toHaveURL(/\/hc\/risk-flags$/);
      await expect(hc.getByRole('heading', { level: 1, name: 'Riskflaggor' })).toBeVisible();
      // Acknowledged: shown with the acknowledged ones.
      await hc.getByLabel('Visa även kvitterade').check();
      const row = hc.getByTestId('risk-flag-row').filter({ hasText: CLIENT_NAME }).first();
      await expect(row).toContainText(`${PHQ9_NAME}: fråga 9, svar 2`);
      await expect(row).toContainText('Kontaktade klienten');
      expect(await seriousViolations(hc)).toEqual([]);
      await hc.screenshot({
        path: testInfo.outputPath('console-flags-sv-1280.png'),
        fullPage: true,
      });
      await row.getByRole('link').click();
      await expect(hc).toHaveURL(new RegExp(`${flagPath}$`));
      await expect(hc.getByRole('region', { name: 'Varför flaggan höjdes' })).toContainText(
        ITEM_9_SV,
      );
      await hc.getByRole('link', { name: `Tillbaka till ${CLIENT_NAME}` }).click();
      await expect(hc).toHaveURL(/\/hc\/client-report\/\d+$/);
      const onPage = hc.getByRole('region', { name: 'Riskflaggor' });
      await expect(onPage.getByTestId('risk-flag-row').first()).toContainText(
        `${PHQ9_NAME}: fråga 9, svar 2`,
      );
      expect(await seriousViolations(hc)).toEqual([]);
      await hc.screenshot({
        path: testInfo.outputPath('console-client-sv-1280.png'),
        fullPage: true,
      });

      // English at a phone's width (the language menu is in the app bar of a wide screen).
      await hc.getByRole('button', { name: 'Språk: Svenska' }).click();
      await hc.getByRole('menuitem', { name: 'English' }).click();
      await consoleAtPhoneWidth(hc);
      await expect(
        hc.getByRole('region', { name: 'Risk flags' }).getByTestId('risk-flag-row').first(),
      ).toContainText('PHQ-9 – depression screening: item 9, answer 2');
      await hc.goto(new URL(flagPath, consoleUrl()).toString());
      await expect(hc.getByRole('region', { name: 'Why the flag was raised' })).toContainText(
        ITEM_9_EN,
      );
      await expect(hc.getByRole('alert').first()).toContainText('Contacted the client');
      expect(await seriousViolations(hc)).toEqual([]);
      await hc.screenshot({ path: testInfo.outputPath('console-flag-en-390.png'), fullPage: true });
      await hc.setViewportSize({ width: 1280, height: 800 });
      await hc.getByRole('button', { name: /^Language|^Språk/ }).click();
      await hc.getByRole('menuitem', { name: 'Svenska' }).click();
    } finally {
      try {
        if (instanceId !== null) {
          await db.query(
            `delete from notifications where client_id = $1
               and payload->>'module_instance_id' = $2`,
            [client.userId, String(instanceId)],
          );
          await db.query('delete from module_instances where id = $1', [instanceId]);
        }
        await db.query('update users set health_coach_id = $1 where id = $2', [
          before.rows[0]?.health_coach_id ?? null,
          client.userId,
        ]);
        const locked = await request.put(moduleUrl, {
          headers: bearer(therapist),
          data: { is_open: false },
        });
        expect(locked.status()).toBe(200);
      } finally {
        await db.end();
      }
    }
  });
});
