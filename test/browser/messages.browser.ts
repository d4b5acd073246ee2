import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';
import {
  apiLogin,
  apiUrl,
  bearer,
  DEMO_SUBSCRIPTION_UUID,
  type ApiLogin,
  demoDatabase,
} from './demo-api';

/** The seeded module whose last page waits for the therapist (demo-programs.data WELCOME). */
const WELCOME_MODULE_UUID = 'dc0c0de0-0000-4000-8000-000000000101';

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

async function uuidOf(request: APIRequestContext, login: ApiLogin): Promise<string> {
  const profile = await request.get(apiUrl('/api/users/get-current-user-profile'), {
    headers: bearer(login),
  });
  expect(profile.status()).toBe(200);
  return ((await profile.json()) as { uuid: string }).uuid;
}

/**
 * The demo client's rounds of the welcome module as they were: the approval this test gives
 * completes the module, which the treatment test (later in the run) expects unstarted. The rounds
 * this test adds are removed at its end.
 */
async function keepWelcomeModule(): Promise<() => Promise<void>> {
  const db = await demoDatabase();
  const found = await db.query<{ id: number; progress: number }>(
    `select sm.id, sm.progress from subscription_modules sm
       join program_subscriptions ps on ps.id = sm.subscription_id
       join modules m on m.id = sm.module_id
      where ps.uuid = $1 and m.uuid = $2`,
    [DEMO_SUBSCRIPTION_UUID, WELCOME_MODULE_UUID],
  );
  const row = found.rows[0];
  if (row === undefined) throw new Error('The demo subscription holds no welcome module');
  const before = await db.query<{ id: number }>(
    'select id from module_instances where subscription_module_id = $1',
    [row.id],
  );
  const kept = before.rows.map((instance) => instance.id);
  return async () => {
    try {
      const added = await db.query<{ id: number }>(
        'delete from module_instances where subscription_module_id = $1 and not (id = any($2)) returning id',
        [row.id, kept],
      );
      const ids = added.rows.map((instance) => String(instance.id));
      await db.query(
        `delete from notifications where kind = 'approval_needed'
           and payload->>'module_instance_id' = any($1)`,
        [ids],
      );
      await db.query('update subscription_modules set progress = $2 where id = $1', [
        row.id,
        row.progress,
      ]);
    } finally {
      await db.end();
    }
  };
}

/** The client answers the welcome module up to its page that waits for the therapist. */
async function answerUpToApproval(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Mina program' })
    .click();
  await page.getByRole('link', { name: 'Öppna Välkommen till behandlingen' }).click();
  await expect(page).toHaveURL(/\/client\/module\/\d+\/[0-9a-f-]{36}$/);
  const moduleUrl = page.url();
  await page.getByRole('button', { name: 'Starta modulen' }).click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByLabel(/Vad vill du ska vara annorlunda/).fill('Sova bättre och orka mer.');
  await page.getByRole('button', { name: 'Spara och fortsätt' }).click();
  await expect(page.getByText('Väntar på din terapeut')).toBeVisible();
  return moduleUrl;
}

/**
 * The open conversation's composer (its text field and send button) lies wholly inside the
 * viewport without scrolling, and above the client's tab bar where there is one.
 */
async function expectComposerInView(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  const composer = page.getByRole('button', { name: 'Skicka' }).locator('xpath=ancestor::form[1]');
  await expect(composer).toBeVisible();
  const box = await composer.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('The composer has no box');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const tabBar = page.getByRole('navigation', { name: 'Snabbmeny' });
  if ((await tabBar.count()) > 0) {
    const bar = await tabBar.boundingBox();
    if (bar === null) throw new Error('The tab bar has no box');
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  }
}

async function therapistPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto(clientWebUrl('/login'));
  await page.getByRole('tab', { name: 'Terapeut' }).click();
  await logIn(page, 'therapist-premium@example.com');
  await expect(page).toHaveURL(/\/clients$/);
  return page;
}

test.describe('messages', () => {
  test('the client writes, the therapist reads it live and answers with the approval that releases the waiting page; a popup on another page', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const client = await apiLogin(request, 'client@example.com');
    const therapist = await apiLogin(request, 'therapist-premium@example.com');
    const clientUuid = await uuidOf(request, client);
    // The therapist opens the conversation with their client (either side may).
    const started = await request.post(apiUrl('/api/conversations'), {
      headers: bearer(therapist),
      data: { participant_uuid: clientUuid },
    });
    expect([200, 201]).toContain(started.status());

    const restore = await keepWelcomeModule();
    try {
      // The client: up to the page that waits for the therapist, then to the messages.
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'client@example.com');
      await expectWelcome(page, 'Välkommen, Klara');
      const moduleUrl = await answerUpToApproval(page);
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('link', { name: /Meddelanden/ })
        .click();
      await expect(page).toHaveURL(/\/client\/messages$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
      const clientLog = page.getByRole('log', { name: 'Meddelanden med Petra Berg' });
      await expect(clientLog).toBeVisible();

      // The therapist, in a second browser, has the conversation open before the message comes.
      const therapistTab = await therapistPage(browser);
      await therapistTab.goto(clientWebUrl('/therapist-premium/messages'));
      await expect(
        therapistTab.getByRole('heading', { level: 1, name: 'Meddelanden' }),
      ).toBeVisible();
      const therapistLog = therapistTab.getByRole('log', {
        name: 'Meddelanden med Klara Karlsson',
      });
      await expect(therapistLog).toBeVisible();
      await expect(
        therapistTab.getByText('Klara Karlsson väntar på att du godkänner en sida.'),
      ).toBeVisible();

      const question = `Hej Petra! Jag har skrivit mina mål. (${Date.now()})`;
      await page.getByLabel('Skriv ett meddelande').fill(question);
      await page.getByRole('button', { name: 'Skicka' }).click();
      await expect(clientLog.getByText(question)).toBeVisible();
      await expect(page.getByLabel('Skriv ett meddelande')).toHaveValue('');

      // Live, without a reload.
      await expect(therapistLog.getByText(question)).toBeVisible();
      await therapistTab.screenshot({
        path: testInfo.outputPath('messages-therapist-sv.png'),
        fullPage: true,
      });

      // The approval, with the therapist's words as its message.
      const answer = 'Fina mål! Jag har godkänt sidan, fortsätt gärna med nästa modul.';
      await therapistTab.getByLabel('Skriv ett meddelande').fill(answer);
      await therapistTab.getByRole('button', { name: 'Godkänn' }).click();
      await expect(therapistTab.getByRole('alert').filter({ hasText: 'Klart' })).toBeVisible();
      await expect(therapistLog.getByText(answer)).toBeVisible();
      await expect(
        therapistTab.getByText('Klara Karlsson väntar på att du godkänner en sida.'),
      ).toHaveCount(0);

      // The client sees the answer live, and read receipts reach the therapist.
      await expect(clientLog.getByText(answer)).toBeVisible();
      await expect(therapistLog.getByText('Läst')).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath('messages-client-sv.png'),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);

      // The waiting page is released.
      await page.goto(moduleUrl);
      await expect(
        page
          .getByText('Bra jobbat! Du har gjort klart alla sidor i modulen.')
          .or(page.getByText('Du har gjort klart modulen.')),
      ).toBeVisible();

      // On another page a new message pops up; "open chat" opens the chat drawer.
      await page.goto(clientWebUrl('/client/dashboard'));
      await expectWelcome(page, 'Välkommen, Klara');
      const followUp = `Hör av dig om något känns svårt i veckan. ${'Vi ses snart! '.repeat(5)}`;
      await therapistTab.getByLabel('Skriv ett meddelande').fill(followUp);
      await therapistTab.getByRole('button', { name: 'Skicka' }).click();
      const popups = page.getByRole('region', { name: 'Nya meddelanden' });
      await expect(popups.getByText('Nytt meddelande från Petra Berg')).toBeVisible();
      await expect(popups.getByText(`${followUp.slice(0, 50)}…`)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('chat-popup-sv.png') });
      await popups.getByRole('button', { name: 'Öppna chatt' }).click();
      const drawerLog = page.getByRole('log', { name: 'Meddelanden med Petra Berg' });
      await expect(drawerLog.getByText(followUp.trim())).toBeVisible();
      await expect(popups.getByText('Nytt meddelande från Petra Berg')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('chat-drawer-sv.png') });
      await page.getByRole('button', { name: 'Stäng chatten' }).click();

      // A phone: the list, then the chat with a way back, without sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(clientWebUrl('/client/messages'));
      await page.getByRole('button', { name: /Petra Berg/ }).click();
      await expect(page.getByRole('log', { name: 'Meddelanden med Petra Berg' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Alla konversationer' })).toBeVisible();
      expect(
        await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
      ).toBe(true);
      // The composer is in view above the tab bar; the messages scroll inside the chat.
      await expect(page.getByRole('navigation', { name: 'Snabbmeny' })).toBeVisible();
      await expectComposerInView(page);
      await page.screenshot({ path: testInfo.outputPath('messages-client-390-sv.png') });

      // A laptop screen: the composer is in view without scrolling.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(clientWebUrl('/client/messages'));
      await expect(page.getByRole('log', { name: 'Meddelanden med Petra Berg' })).toBeVisible();
      await expectComposerInView(page);
      await page.screenshot({ path: testInfo.outputPath('messages-client-1280x800-sv.png') });
      await page.setViewportSize({ width: 1280, height: 720 });

      // The messages page in English.
      await page.goto(clientWebUrl('/client/messages'));
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('log', { name: 'Messages with Petra Berg' })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath('messages-client-en.png'),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Svenska' }).click();
      await therapistTab.context().close();

      // A message waits unread (no page of the client's is open to read it): on the next login,
      // on a wide screen, that chat opens by itself.
      await page.goto('about:blank');
      const conversationId = ((await started.json()) as { id: number }).id;
      const waiting = `Glöm inte veckans övning! (${Date.now()})`;
      const sent = await request.post(apiUrl('/api/messages'), {
        headers: bearer(therapist),
        data: { conversation_id: conversationId, message: waiting },
      });
      expect(sent.status()).toBe(201);
      const nextLogin = await browser.newContext({ locale: 'sv-SE' });
      const again = await nextLogin.newPage();
      await again.goto(clientWebUrl('/login'));
      await logIn(again, 'client@example.com');
      await expect(again).toHaveURL(/\/client\/dashboard$/);
      await expect(
        again.getByRole('log', { name: 'Meddelanden med Petra Berg' }).getByText(waiting),
      ).toBeVisible();
      await again.screenshot({ path: testInfo.outputPath('latest-unread-on-login-sv.png') });
      await nextLogin.close();
    } finally {
      await restore();
    }
  });
});
