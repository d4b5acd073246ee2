import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer, type ApiLogin, demoDatabase } from './demo-api';

/** The demo clinic client's Therapist assisted subscription (backend demo-clinic.seeder). */
const CLINIC_SUBSCRIPTION_UUID = 'dc0c0de0-0000-4000-8000-000000000351';

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

interface PlayerQuestion {
  id: number;
  position: number;
  options: { id: number; value: number }[];
}

interface PlayerView {
  module_instance_id: number | null;
  page: { id: number; chapter_id: number; questions: PlayerQuestion[] } | null;
}

/**
 * The clinic client answers the PHQ-9 with item 9 ("thoughts that you would be better off dead")
 * above 0, through the API: their therapist opens the module first. Answers the module's id and
 * the round's instance.
 */
async function answerPhq9WithRisk(
  request: APIRequestContext,
  client: ApiLogin,
  therapist: ApiLogin,
): Promise<{ moduleId: number; instanceId: number }> {
  const programs = await request.get(apiUrl('/client/programs'), { headers: bearer(client) });
  expect(programs.status()).toBe(200);
  const subscription = (
    (await programs.json()) as { uuid: string; modules: { id: number; type: string }[] }[]
  ).find((candidate) => candidate.uuid === CLINIC_SUBSCRIPTION_UUID);
  const phq9 = subscription?.modules.find((module) => module.type === 'assessment');
  if (!phq9) throw new Error('The clinic subscription holds no PHQ-9');
  const opened = await request.put(
    apiUrl(
      `/api/users/${client.userId}/program-subscriptions/${CLINIC_SUBSCRIPTION_UUID}/modules/${phq9.id}`,
    ),
    { headers: bearer(therapist), data: {} },
  );
  expect(opened.status()).toBe(200);
  const shown = await request.get(
    apiUrl(`/client/page/${CLINIC_SUBSCRIPTION_UUID}/${phq9.id}/sv`),
    { headers: bearer(client) },
  );
  expect(shown.status()).toBe(200);
  const player = (await shown.json()) as PlayerView;
  const page = player.page;
  if (!page || player.module_instance_id === null) throw new Error('The PHQ-9 shows no page');
  const questions = [...page.questions].sort((a, b) => a.position - b.position);
  const answers = Object.fromEntries(
    questions.map((question, index) => {
      // Item 9 "several days" (1), the others "not at all" (0).
      const wanted = index === questions.length - 1 ? 1 : 0;
      const option = question.options.find((candidate) => candidate.value === wanted);
      return [String(question.id), option?.id];
    }),
  );
  const saved = await request.post(
    apiUrl(`/client/page/${CLINIC_SUBSCRIPTION_UUID}/${phq9.id}/${page.chapter_id}/${page.id}/sv`),
    { headers: bearer(client), data: { module_instance_id: player.module_instance_id, answers } },
  );
  expect(saved.status()).toBe(200);
  const result = (await saved.json()) as { crisis_message: string | null };
  expect(result.crisis_message).not.toBeNull();
  return { moduleId: phq9.id, instanceId: player.module_instance_id };
}

test.describe('specialists', () => {
  test('the premium therapist sees the demo client in /clients, opens the report and writes a note that stays after a reload; sv and en; axe', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const note = `Samtal om sömn och rutiner (${Date.now()})`;
    try {
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'therapist-premium@example.com');
      await expect(page).toHaveURL(/\/clients$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mina klienter' })).toBeVisible();
      // No sidebar for the premium therapist: the menu is a row of links under the top bar.
      const menu = page.getByRole('navigation', { name: 'Meny' });
      await expect(menu.getByRole('link', { name: /^Klienter/ })).toBeVisible();
      await expect(menu.getByRole('link', { name: /^Meddelanden/ })).toHaveAttribute(
        'href',
        '/clients/messages',
      );
      const row = page.getByTestId('client-row').filter({ hasText: 'Klara Karlsson' });
      await expect(row).toBeVisible();
      // The subscription model in Swedish, never the stored code.
      await expect(row).toContainText('Behandling med terapeutstöd');
      await expect(row).not.toContainText('Therapist assisted');
      await expect(page.getByRole('region', { name: 'Notiser' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('clients-sv.png'), fullPage: true });

      await row.getByRole('link', { name: 'Klara Karlsson' }).click();
      await expect(page).toHaveURL(/\/therapist-premium\/client-report\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Klara Karlsson' })).toBeVisible();
      const reports = page.getByRole('region', { name: 'Rapporter' });
      await reports
        .getByRole('button', { name: /^Öppna rapporten / })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: 'Rapport' });
      await expect(drawer.getByRole('heading', { level: 2 })).toContainText('PHQ-9');
      await expect(drawer.getByRole('table', { name: 'Svar fråga för fråga' })).toBeVisible();
      expect((await drawer.boundingBox())?.width).toBeCloseTo(640, 0);
      await page.screenshot({
        path: testInfo.outputPath('client-report-drawer-sv.png'),
        animations: 'disabled',
      });
      await drawer.getByRole('button', { name: 'Stäng rapporten' }).click();
      await expect(drawer).toHaveCount(0);

      const notes = page.getByRole('region', { name: 'Anteckningar' });
      await notes.getByLabel('Ny anteckning').fill(note);
      await notes.getByRole('button', { name: 'Spara anteckning' }).click();
      await expect(notes.getByText(note)).toBeVisible();
      await expect(notes.getByText(/^Petra Berg, /).first()).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Anteckningar' }).getByText(note),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Moduler' })).toContainText('PHQ-9');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('client-page-sv.png'), fullPage: true });

      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Notes' }).getByText(note)).toBeVisible();
      await page.getByRole('link', { name: 'Back to the clients' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('clients-en.png'), fullPage: true });
      await page.getByRole('button', { name: 'Svenska' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mina klienter' })).toBeVisible();
    } finally {
      const db = await demoDatabase();
      try {
        await db.query('delete from specialist_client_notes where text = $1', [note]);
      } finally {
        await db.end();
      }
    }
  });

  test('a PHQ-9 item-9 answer comes first in the clinic therapist’s notifications, marked high priority, and is acknowledged; the 250 px sidebar', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const client = await apiLogin(request, 'klinikklient@example.com');
    const therapist = await apiLogin(request, 'clinic-therapist@example.com');
    const db = await demoDatabase();
    let answered: { moduleId: number; instanceId: number } | null = null;
    let later: number | null = null;
    try {
      answered = await answerPhq9WithRisk(request, client, therapist);
      // A newer notification of another kind: the risk flag must still come first.
      const inserted = await db.query<{ id: number }>(
        `insert into notifications (recipient_id, client_id, kind, priority, payload, created_at)
         values ($1, $2, 'approval_needed', 'normal', '{}', now() + interval '1 minute')
         returning id`,
        [therapist.userId, client.userId],
      );
      later = inserted.rows[0]?.id ?? null;

      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'clinic-therapist@example.com');
      await expect(page).toHaveURL(/\/clients$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mina klienter' })).toBeVisible();
      const items = page.getByTestId('specialist-notification');
      await expect(items).toHaveCount(2);
      await expect(items.first()).toContainText('Riskflagga: Kim Klinikklient');
      await expect(items.first()).toContainText('Hög prioritet');
      await expect(items.nth(1)).toContainText('Väntar på godkännande: Kim Klinikklient');
      const row = page.getByTestId('client-row').filter({ hasText: 'Kim Klinikklient' });
      await expect(row).toContainText('Riskflaggor: 1');
      const sidebar = page.getByRole('navigation', { name: 'Meny' });
      expect((await sidebar.boundingBox())?.width).toBeCloseTo(250, 0);
      await expect(sidebar.getByRole('link', { name: /^Klienter/ })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: /^Kalender/ })).toHaveAttribute(
        'href',
        '/calendar',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath('notifications-risk-first-sv.png'),
        fullPage: true,
      });

      // A risk flag is acknowledged on its screen, saying what was done.
      await items
        .first()
        .getByRole('link', { name: 'Visa riskflaggan för Kim Klinikklient' })
        .click();
      await expect(page).toHaveURL(/\/risk-flags\/\d+$/);
      await page.getByRole('button', { name: 'Kvittera riskflaggan' }).click();
      await page.getByRole('radio', { name: 'Kontaktade klienten' }).check();
      const acknowledged = page.waitForResponse(
        (response) =>
          /\/api\/v1\/risk-flags\/\d+\/acknowledge$/.test(response.url()) && response.ok(),
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Kvittera' }).click();
      await acknowledged;
      await page.getByRole('link', { name: 'Tillbaka till Kim Klinikklient' }).click();
      await page.getByRole('link', { name: 'Tillbaka till klienterna' }).click();
      await expect(page).toHaveURL(/\/clients$/);
      // Open ones first: the approval now, the acknowledged risk flag after it.
      await expect(items.first()).toContainText('Väntar på godkännande');
      await expect(items.nth(1)).toContainText('Riskflagga: Kim Klinikklient');
      await expect(items.nth(1)).toContainText('Kvitterad');
      await expect(items.nth(1).getByRole('button', { name: /^Kvittera/ })).toHaveCount(0);
      await expect(row).not.toContainText('Riskflaggor');
      await page.screenshot({
        path: testInfo.outputPath('notifications-acknowledged-sv.png'),
        fullPage: true,
      });
    } finally {
      try {
        if (later !== null) await db.query('delete from notifications where id = $1', [later]);
        if (answered !== null) {
          await db.query(
            `delete from notifications where client_id = $1
               and payload->>'module_instance_id' = $2`,
            [client.userId, String(answered.instanceId)],
          );
          await db.query('delete from module_instances where id = $1', [answered.instanceId]);
          const locked = await request.put(
            apiUrl(
              `/api/users/${client.userId}/program-subscriptions/${CLINIC_SUBSCRIPTION_UUID}/modules/${answered.moduleId}`,
            ),
            { headers: bearer(therapist), data: { is_open: false } },
          );
          expect(locked.status()).toBe(200);
        }
      } finally {
        await db.end();
      }
    }
  });
});
