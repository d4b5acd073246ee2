import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';
import {
  apiLogin,
  apiUrl,
  bearer,
  DEMO_SUBSCRIPTION_UUID,
  type ApiLogin,
  demoDatabase,
} from './demo-api';

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

/** Whether the page scrolls sideways (wider than the window). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}

interface PlayerView {
  module_instance_id: number | null;
  awaiting_approval: boolean;
  page: { id: number; chapter_id: number; name: string; questions: { id: number }[] } | null;
}

/** A screen's first visit: the dev server builds its chunk then, slowly on a busy machine. */
const FIRST_VISIT = 60_000;

const GOALS = 'Orka träffa mina vänner igen och sova bättre.';
const MESSAGE = 'Fina mål, Klara! Vi pratar om dem på torsdag.';

/**
 * The demo client answers "Välkommen till behandlingen" through the API up to its last page,
 * "Dina mål", which waits for the therapist. Answers the round and the page waiting.
 */
async function answerUpToApproval(
  request: APIRequestContext,
  client: ApiLogin,
): Promise<{ moduleId: number; modelUuid: string; instanceId: number; pageId: number }> {
  const programs = await request.get(apiUrl('/client/programs'), { headers: bearer(client) });
  expect(programs.status()).toBe(200);
  const subscription = (
    (await programs.json()) as {
      uuid: string;
      subscription_model_uuid: string;
      modules: { id: number; name: string }[];
    }[]
  ).find((candidate) => candidate.uuid === DEMO_SUBSCRIPTION_UUID);
  const welcome = subscription?.modules.find((module) =>
    ['Välkommen till behandlingen', 'Welcome to the treatment'].includes(module.name),
  );
  if (!subscription || !welcome) throw new Error('The demo subscription holds no welcome module');
  const base = `/client/page/${DEMO_SUBSCRIPTION_UUID}/${welcome.id}`;
  let shown = await request.get(apiUrl(`${base}/sv`), { headers: bearer(client) });
  expect(shown.status()).toBe(200);
  let player = (await shown.json()) as PlayerView;
  for (let step = 0; step < 10 && player.page && !player.awaiting_approval; step++) {
    const { page } = player;
    const answers = Object.fromEntries(page.questions.map((question) => [question.id, GOALS]));
    const saved = await request.post(apiUrl(`${base}/${page.chapter_id}/${page.id}/sv`), {
      headers: bearer(client),
      data: { module_instance_id: player.module_instance_id, answers },
    });
    expect(saved.status()).toBe(200);
    const result = (await saved.json()) as {
      awaiting_approval: boolean;
      next_page: { id: number } | null;
    };
    if (result.awaiting_approval) {
      return {
        moduleId: welcome.id,
        modelUuid: subscription.subscription_model_uuid,
        instanceId: player.module_instance_id as number,
        pageId: page.id,
      };
    }
    if (!result.next_page) break;
    shown = await request.get(apiUrl(`${base}/${result.next_page.id}/sv`), {
      headers: bearer(client),
    });
    player = (await shown.json()) as PlayerView;
  }
  throw new Error('The welcome module has no page waiting for approval');
}

test.describe('approval', () => {
  test('the premium therapist opens the notice, reads the client’s answers, approves with a message, and the client goes on; sv and en, 1280 and 390 px; axe', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(540_000);
    const client = await apiLogin(request, 'client@example.com');
    const therapist = await apiLogin(request, 'therapist-premium@example.com');
    const db = await demoDatabase();
    // What this test changes is put back at the end: the welcome module as seeded (no round),
    // the notice, the message and a conversation made for it.
    const [{ id: itemId, progress }] = (
      await db.query<{ id: number; progress: number }>(
        `select sm.id, sm.progress from subscription_modules sm
           join program_subscriptions ps on ps.id = sm.subscription_id
           join module_texts mt on mt.module_id = sm.module_id and mt.language = 'sv'
          where ps.uuid = $1 and mt.name = 'Välkommen till behandlingen'`,
        [DEMO_SUBSCRIPTION_UUID],
      )
    ).rows;
    const conversationsBefore = (
      await db.query<{ id: number }>(
        'select id from conversations where client_id = $1 and specialist_id = $2',
        [client.userId, therapist.userId],
      )
    ).rows.map((row) => row.id);
    let waiting: Awaited<ReturnType<typeof answerUpToApproval>> | null = null;
    try {
      waiting = await answerUpToApproval(request, client);
      const { instanceId, pageId } = waiting;

      // The therapist's notice links to the page waiting.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'therapist-premium@example.com');
      await expect(page).toHaveURL(/\/clients$/);
      const notices = page.getByRole('region', { name: 'Notiser' });
      await notices
        .getByRole('link', { name: 'Läs svaren och godkänn: Klara Karlsson' })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/client-module/${instanceId}\\?page=${pageId}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Välkommen till behandlingen' }),
      ).toBeVisible({ timeout: FIRST_VISIT });
      await expect(
        page.getByText('Klara Karlsson väntar på ditt godkännande av sidan ”Dina mål”.'),
      ).toBeVisible();
      const goals = page.getByRole('region', { name: 'Dina mål', exact: true });
      await expect(goals).toBeFocused();
      await expect(goals.getByText('Väntar på godkännande', { exact: true })).toBeVisible();
      await expect(
        goals.getByRole('rowheader', {
          name: 'Vad vill du ska vara annorlunda i ditt liv när behandlingen är slut?',
        }),
      ).toBeVisible();
      await expect(goals.getByRole('cell', { name: GOALS })).toBeVisible();
      await expect(goals.getByRole('columnheader', { name: /^Omgång 1/ })).toBeVisible();
      // The pages before it: read in this round.
      await expect(
        page
          .getByRole('region', { name: 'Välkommen', exact: true })
          .getByRole('cell', { name: 'Besvarad' }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({
        path: testInfo.outputPath('client-module-waiting-sv-1280.png'),
        fullPage: true,
      });

      // The page as the client reads it.
      await goals.getByRole('link', { name: 'Läs sidan Dina mål som klienten ser den' }).click();
      await expect(page).toHaveURL(new RegExp(`/page/${pageId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Dina mål' })).toBeVisible({
        timeout: FIRST_VISIT,
      });
      await expect(
        page.getByText('Vad vill du ska vara annorlunda i ditt liv när behandlingen är slut?'),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('content-page-sv-1280.png') });
      await page.getByRole('button', { name: 'Tillbaka' }).click();
      await expect(page).toHaveURL(new RegExp(`/client-module/${instanceId}`));

      // A phone's width: nothing scrolls sideways; then in English.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('region', { name: 'Dina mål', exact: true })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath('client-module-waiting-sv-390.png'),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'English' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the treatment' }),
      ).toBeVisible();
      const goalsEn = page.getByRole('region', { name: 'Your goals', exact: true });
      await expect(goalsEn.getByText('Waiting for approval', { exact: true })).toBeVisible();
      await expect(goalsEn.getByRole('cell', { name: GOALS })).toBeVisible();
      await expect(
        goalsEn.getByRole('button', { name: 'Approve the page Your goals (round 1)' }),
      ).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath('client-module-waiting-en-390.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({
        path: testInfo.outputPath('client-module-waiting-en-1280.png'),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Svenska' }).click();

      // Approve with a message.
      await page
        .getByRole('region', { name: 'Dina mål', exact: true })
        .getByRole('button', { name: 'Godkänn sidan Dina mål (omgång 1)' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Godkänn ”Dina mål”' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Meddelande till klienten (valfritt)').fill(MESSAGE);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('approve-dialog-sv-1280.png') });
      await dialog.getByRole('button', { name: 'Godkänn', exact: true }).click();
      await expect(
        page.getByText(
          'Sidan är godkänd och ditt meddelande är skickat. Klara Karlsson kan gå vidare.',
        ),
      ).toBeVisible();
      await expect(page.getByText('Ingen sida väntar på ditt godkännande.')).toBeVisible();
      const approved = page.getByRole('region', { name: 'Dina mål', exact: true });
      await expect(approved.getByRole('cell', { name: /^Godkänd / })).toBeVisible();
      await expect(approved.getByRole('button', { name: /^Godkänn sidan/ })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath('client-module-approved-sv-1280.png'),
        fullPage: true,
      });

      // The client's page for the therapist links to the answers; the PHQ-9 opens as an
      // assessment with its score and band per round.
      await page.getByRole('link', { name: 'Tillbaka till Klara Karlsson' }).click();
      await expect(page).toHaveURL(/\/therapist-premium\/client-report\/\d+$/);
      const modules = page.getByRole('region', { name: 'Moduler' });
      await modules
        .getByRole('link', { name: /^Visa svaren i PHQ-9/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/client-assessment\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: /PHQ-9/ })).toBeVisible({
        timeout: FIRST_VISIT,
      });
      const rounds = page.getByRole('region', { name: 'Omgångar' });
      await expect(rounds.getByRole('rowheader', { name: 'Omgång 1' })).toBeVisible();
      await expect(rounds.getByText(/\d+ av 27/).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({
        path: testInfo.outputPath('client-assessment-sv-1280.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({
        path: testInfo.outputPath('client-assessment-sv-390.png'),
        fullPage: true,
      });

      // The client: the module is done, and the therapist's message is in the messages.
      const clientContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const clientPage = await clientContext.newPage();
      try {
        await clientPage.goto(clientWebUrl('/login'));
        await logIn(clientPage, 'client@example.com');
        // The login opens the newest unread conversation: the therapist's message, at once.
        const chat = clientPage.getByRole('dialog').filter({ hasText: MESSAGE });
        await expect(chat).toBeVisible({ timeout: FIRST_VISIT });
        await chat.getByRole('button', { name: 'Stäng chatten' }).click();
        await expect(chat).toHaveCount(0);
        await expectWelcome(clientPage, 'Välkommen, Klara');
        await clientPage.goto(
          clientWebUrl(`/client/module/${waiting.moduleId}/${waiting.modelUuid}`),
        );
        await expect(clientPage.getByText('Du har gjort klart modulen.')).toBeVisible({
          timeout: FIRST_VISIT,
        });
        await expect(clientPage.getByText('Väntar på din terapeut')).toHaveCount(0);
        await clientPage.screenshot({
          path: testInfo.outputPath('client-released-sv-1280.png'),
          fullPage: true,
        });
        await clientPage.goto(clientWebUrl('/client/messages'));
        await expect(clientPage.getByRole('log').getByText(MESSAGE)).toBeVisible();
        await clientPage.screenshot({ path: testInfo.outputPath('client-message-sv-1280.png') });
      } finally {
        await clientContext.close();
      }
    } finally {
      if (waiting) {
        await db.query(
          `delete from notifications where client_id = $1 and kind = 'approval_needed'
             and payload->>'module_instance_id' = $2`,
          [client.userId, String(waiting.instanceId)],
        );
        await db.query('delete from module_instances where id = $1', [waiting.instanceId]);
      }
      await db.query('update subscription_modules set progress = $1 where id = $2', [
        progress,
        itemId,
      ]);
      await db.query(
        `delete from messages where body = $1 and conversation_id in
           (select id from conversations where client_id = $2 and specialist_id = $3)`,
        [MESSAGE, client.userId, therapist.userId],
      );
      await db.query(
        `delete from conversations where client_id = $1 and specialist_id = $2
           and not (id = any($3::int[]))`,
        [client.userId, therapist.userId, conversationsBefore],
      );
      await db.end();
    }
  });
});
