import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer, waitForMail } from './demo-api';

const PASSWORD = 'Ett-eget-lösenord-2026';
// The subscription model's uuid as the seed gives it (backend/src/programs/program-reference-data.ts).
const THERAPIST_ASSISTED = '5b0c0de1-0000-4000-8000-000000000002';
const FIRST_MODULE = 'Välkommen till behandlingen';

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

/**
 * A client newly invited by the demo company's administrator (services page), with a therapist
 * call as their only service: no program, no contacts, no conversations, meetings or reports. They
 * open the mailed link and choose a password; the page returned is theirs, logged in.
 */
async function newlyInvitedClient(browser: Browser, request: APIRequestContext) {
  const admin = await (await browser.newContext()).newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(clientWebUrl('/login'));
  await logIn(admin, 'company-admin@example.com');
  await expect(admin).toHaveURL(/\/client\/services$/);
  const email = `ny.klient.${Date.now()}@exempelbolaget.se`;
  const form = admin.getByRole('region', { name: 'Bjud in en användare' });
  await form.getByRole('textbox', { name: /Förnamn/ }).fill('Nora');
  await form.getByRole('textbox', { name: /Efternamn/ }).fill('Nykomling');
  await form.getByRole('textbox', { name: /E-post/ }).fill(email);
  await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('070-111 22 33');
  await form
    .getByRole('textbox', { name: /Personnummer/ })
    .fill(`19${String(Date.now()).slice(-10)}`);
  await form.getByRole('checkbox', { name: '25 minuter med en terapeut' }).check();
  const created = admin.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/invitations'),
  );
  await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
  expect((await created).status()).toBe(201);
  await admin.context().close();

  const link = /\/session\/invite\/(\S+)/;
  const mail = await waitForMail(request, email, link);
  const token = link.exec(mail.text ?? '')?.[1] ?? '';
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(clientWebUrl(`/session/invite/${token}`));
  await page.getByLabel('Nytt lösenord').fill(PASSWORD);
  await page.getByLabel('Upprepa lösenordet').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aktivera kontot' }).click();
  // The activated client lands on their start page, logged in.
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen, Nora' })).toBeVisible({
    timeout: 60_000,
  });
  return { page, email };
}

/** The page's main heading is there, and nothing on it promises screens for later. */
async function expectPage(page: Page, heading: string | RegExp): Promise<void> {
  // A full load of the dev server's pages can take long on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/kommer i senare versioner|come in later releases/)).toHaveCount(0);
}

test.describe('the client’s next steps', () => {
  test('a newly invited client is told on every page what happens next and what they can do', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(480_000);
    const { page } = await newlyInvitedClient(browser, request);

    // The start page: nothing to do yet, and why; the summaries say what will come.
    await expectPage(page, 'Välkommen, Nora');
    const next = page.getByRole('region', { name: 'Att göra nu' });
    await expect(next.getByRole('heading', { name: 'Du har inget program ännu' })).toBeVisible();
    await expect(next).toContainText(
      'Din terapeut lägger till ett program åt dig. Du får ett mejl när det finns något att göra.',
    );
    await expect(next.getByRole('link', { name: 'Skriv till din terapeut' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Meddelanden', exact: true })).toContainText(
      'Inga olästa meddelanden.',
    );
    await expect(page.getByRole('region', { name: 'Nästa möte' })).toContainText(
      'Inget möte bokat. Din terapeut bokar videomöten med dig',
    );
    await expect(page.getByRole('region', { name: 'Nya rapporter' })).toContainText(
      'Du får en rapport när du gör klart en skattning.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('new-client-dashboard-sv.png'),
      fullPage: true,
    });

    // Every empty list says what happens next.
    const visits: { path: string; heading: string | RegExp; text: string; shot: string }[] = [
      {
        path: '/client/treatment',
        heading: 'Mina program',
        text: 'Du har inget sådant program just nu. Din terapeut lägger till ett program åt dig.',
        shot: 'treatment',
      },
      {
        path: '/client/therapists',
        heading: 'Mina kontakter',
        text: 'När en terapeut eller hälsocoach börjar hjälpa dig visas hen här',
        shot: 'contacts',
      },
      {
        path: '/client/messages',
        heading: 'Meddelanden',
        text: 'När en terapeut eller hälsocoach börjar hjälpa dig kan du skriva till hen här',
        shot: 'messages',
      },
      {
        path: '/client/meetings',
        heading: 'Bokningar',
        text: 'Din terapeut bokar videomöten med dig.',
        shot: 'meetings',
      },
      {
        path: '/client/reports',
        heading: 'Rapporter',
        text: 'De skapas när du gör klart en skattning.',
        shot: 'reports',
      },
      {
        path: '/client/module/ma-battre',
        heading: 'Modulen finns inte i dina program',
        text: 'Din terapeut lägger till moduler åt dig',
        shot: 'module-slug',
      },
    ];
    for (const visit of visits) {
      await page.goto(clientWebUrl(visit.path));
      await expectPage(page, visit.heading);
      await expect(page.getByText(visit.text)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`new-client-${visit.shot}-sv.png`),
        fullPage: true,
      });
    }
    // The empty meetings list leads to the messages.
    await page.goto(clientWebUrl('/client/meetings'));
    await page
      .getByRole('link', { name: 'Vill du boka ett möte? Skriv till din terapeut' })
      .click();
    await expect(page).toHaveURL(/\/client\/messages$/);

    // In English, at 390 px.
    await page.goto(clientWebUrl('/client/dashboard'));
    await page.getByRole('button', { name: 'English' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPage(page, 'Welcome, Nora');
    const nextEn = page.getByRole('region', { name: 'What to do now' });
    await expect(nextEn.getByRole('heading', { name: 'You have no program yet' })).toBeVisible();
    await expect(nextEn).toContainText('Your therapist adds a program for you.');
    await expect(page.getByRole('region', { name: 'Next meeting' })).toContainText(
      'No meeting booked.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('new-client-dashboard-en-390.png'),
      fullPage: true,
    });
    await page.goto(clientWebUrl('/client/treatment'));
    await expectPage(page, 'My programs');
    await expect(page.getByText('Your therapist adds a program for you.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('new-client-treatment-en-390.png'),
      fullPage: true,
    });
    // The Swedish start page at 390 px too.
    // The language buttons are in the side menu, which a narrow screen does not show.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(clientWebUrl('/client/dashboard'));
    await page.getByRole('button', { name: 'Svenska' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPage(page, 'Välkommen, Nora');
    await expect(page.getByRole('heading', { name: 'Du har inget program ännu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('new-client-dashboard-sv-390.png'),
      fullPage: true,
    });
    await page.context().close();
  });

  test('a client with a module begun is sent on at its next page from the start page', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(480_000);
    const { page, email } = await newlyInvitedClient(browser, request);

    // Their first module, given by an administrator (as a therapist would): the Må bättre
    // welcome module, named by its id in the demo client's programs.
    const demoClient = await apiLogin(request, 'client@example.com');
    const programs = await request.get(apiUrl('/client/programs'), { headers: bearer(demoClient) });
    const held = (await programs.json()) as { modules: { id: number; name: string }[] }[];
    const moduleId = held
      .flatMap((subscription) => subscription.modules)
      .find((module) => module.name === FIRST_MODULE)?.id;
    expect(moduleId).toEqual(expect.any(Number));
    const admin = await apiLogin(request, 'admin@example.com');
    const login = await request.post(apiUrl('/client/login'), {
      data: { email, password: PASSWORD },
    });
    const { user } = (await login.json()) as { user: { id: number } };
    const given = await request.post(apiUrl(`/api/users/${user.id}/program-subscriptions`), {
      headers: bearer(admin),
      data: { subscription_model_uuid: THERAPIST_ASSISTED, module_ids: [moduleId] },
    });
    expect(given.status()).toBe(201);

    // The start page offers to start it; the client reads its first page.
    await page.goto(clientWebUrl('/client/dashboard'));
    await expectPage(page, 'Välkommen, Nora');
    const next = page.getByRole('region', { name: 'Att göra nu' });
    await expect(next).toContainText('Din terapeut har öppnat modulen åt dig.');
    await next.getByRole('link', { name: `Börja med ${FIRST_MODULE}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Välkommen' })).toBeVisible();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/client\/page\//.test(response.url()),
    );
    await page.getByRole('button', { name: 'Nästa' }).click();
    expect((await saved).status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ditt arbete varje vecka' }),
    ).toBeVisible();

    // Back on the start page: continue at the next page.
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Översikt' })
      .click();
    await expectPage(page, 'Välkommen, Nora');
    await expect(next).toContainText('Nästa sida: Ditt arbete varje vecka (sida 2 av 3)');
    await expect(next.getByRole('progressbar')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('continue-dashboard-sv.png'),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'English' }).click();
    const nextEn = page.getByRole('region', { name: 'What to do now' });
    await expect(nextEn).toContainText('Next page: Your work each week (page 2 of 3)');
    await expect(
      nextEn.getByRole('link', { name: 'Continue with Welcome to the treatment' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('continue-dashboard-en-390.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Svenska' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Välkommen, Nora' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('continue-dashboard-sv-390.png'),
      fullPage: true,
    });

    await next.getByRole('link', { name: `Fortsätt med ${FIRST_MODULE}` }).click();
    await expect(page).toHaveURL(/\/client\/module\/\d+\/[0-9a-f-]{36}\?play=1$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ditt arbete varje vecka' }),
    ).toBeVisible();
    await expect(page.getByText(/kommer i senare versioner/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('continue-next-page-sv-390.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});
