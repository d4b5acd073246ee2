import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';
import { apiLogin, apiUrl, bearer } from './demo-api';

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

async function logInAsClient(page: Page, email = 'client@example.com'): Promise<void> {
  await page.goto(clientWebUrl('/login'));
  await logIn(page, email);
}

interface SubscriptionFacts {
  status?: unknown;
  subscription_model_name?: unknown;
}

/**
 * The models of the active subscriptions in the API's answer (a list, or one carrying it as
 * program_subscriptions); none when the request failed (a 404 while the endpoint is missing).
 */
async function heldModels(response: Response): Promise<Set<unknown>> {
  if (!response.ok()) return new Set();
  const answer = (await response.json()) as
    SubscriptionFacts[] | { program_subscriptions?: SubscriptionFacts[] };
  const list = Array.isArray(answer) ? answer : (answer.program_subscriptions ?? []);
  return new Set(
    list.filter((item) => item.status === 'active').map((item) => item.subscription_model_name),
  );
}

const linkNames = (page: Page, region: string) =>
  page.getByRole('navigation', { name: region }).getByRole('link').allInnerTexts();

test.describe('client shell', () => {
  test('the login page and the client dashboard have no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto(clientWebUrl('/login'));
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await logIn(page, 'client@example.com');
    await expectWelcome(page, 'Välkommen, Klara');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a client sees the side menu on a desktop, the logo and the brand title', async ({
    page,
  }) => {
    await logInAsClient(page);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectWelcome(page, 'Välkommen, Klara');
    // A standard user of the demo company reads chat (chat.read.[company]); no subscriptions yet.
    await expect
      .poll(() => linkNames(page, 'Huvudmeny'))
      .toEqual(['Översikt', 'Mina program', 'Meddelanden', 'Mina kontakter', 'Bokningar']);
    await expect(page.getByRole('img', { name: 'Logotyp för Sinnro' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page).toHaveTitle('Sinnro');
    await page.screenshot({ path: 'test-results/client-shell-desktop.png', fullPage: true });

    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Mina kontakter' })
      .click();
    await expect(page).toHaveURL(/\/client\/therapists$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mina kontakter' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('a company administrator also sees services and my organisation', async ({ page }) => {
    await logInAsClient(page, 'company-admin@example.com');
    await expect(page).toHaveURL(/\/client\/services$/);
    // The menu shows once the session and its subscriptions have loaded.
    await expect
      .poll(async () => (await linkNames(page, 'Huvudmeny')).slice(0, 2))
      .toEqual(['Tjänster', 'Översikt']);
    const names = await linkNames(page, 'Huvudmeny');
    expect(names).toContain('Min organisation');
    expect(names).not.toContain('Min organisationsenhet');
  });

  test('the menu follows the subscriptions: Self study adds self help, Therapist assisted adds treatment', async ({
    page,
    request,
  }, testInfo) => {
    // The demo company administrator is a client without subscriptions; the admin gives them
    // one of each model in turn, and cancels them at the end.
    const admin = await apiLogin(request, 'admin@example.com');
    const member = await apiLogin(request, 'company-admin@example.com');
    const subscriptionsUrl = apiUrl(`/api/users/${member.userId}/program-subscriptions`);
    const types = await request.get(`${subscriptionsUrl}-types`, { headers: bearer(admin) });
    expect(types.status()).toBe(200);
    const models = new Map(
      (
        (await types.json()) as {
          subscription_types: {
            subscription_model_name: string;
            subscription_model_uuid: string;
            active: boolean;
          }[];
        }
      ).subscription_types.map((type) => [type.subscription_model_name, type]),
    );
    expect([...models.values()].filter((type) => type.active)).toEqual([]);
    const given: string[] = [];
    const give = async (model: string) => {
      const created = await request.post(subscriptionsUrl, {
        headers: bearer(admin),
        data: { subscription_model_uuid: models.get(model)?.subscription_model_uuid },
      });
      expect(created.status()).toBe(201);
      given.push(((await created.json()) as { uuid: string }).uuid);
    };
    const sideMenuHasSelfHelp = async () =>
      (await linkNames(page, 'Huvudmeny')).includes('Självhjälp');
    const tabBar = () => linkNames(page, 'Snabbmeny');
    const onPhone = async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('navigation', { name: 'Snabbmeny' })).toBeVisible();
    };
    const onDesktop = async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    };

    try {
      await logInAsClient(page, 'company-admin@example.com');
      await expect.poll(() => linkNames(page, 'Huvudmeny')).toContain('Tjänster');
      expect(await sideMenuHasSelfHelp()).toBe(false);
      await onPhone();
      await expect.poll(tabBar).toEqual(['Hem', 'Meddelanden']);

      await give('Self study');
      await page.reload();
      await expect.poll(tabBar).toEqual(['Hem', 'Självhjälp', 'Meddelanden']);
      await page.screenshot({ path: testInfo.outputPath('tab-bar-self-study.png') });
      await onDesktop();
      await expect.poll(sideMenuHasSelfHelp).toBe(true);
      await page.screenshot({ path: testInfo.outputPath('side-menu-self-study.png') });

      await give('Therapist assisted');
      await page.reload();
      await onPhone();
      await expect.poll(tabBar).toEqual(['Hem', 'Behandling', 'Självhjälp', 'Meddelanden']);
      await page.screenshot({ path: testInfo.outputPath('tab-bar-both-models.png') });
    } finally {
      for (const uuid of given) {
        const cancelled = await request.post(`${subscriptionsUrl}/${uuid}/cancel`, {
          headers: bearer(admin),
        });
        expect(cancelled.status()).toBe(200);
      }
    }
  });

  test('on a 390 px wide screen the client gets the tab bar and the more drawer', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const subscriptions = page.waitForResponse((response) =>
      /\/api\/users\/\d+\/program-subscriptions$/.test(response.url()),
    );
    await logInAsClient(page);
    await expectWelcome(page, 'Välkommen, Klara');
    const held = await heldModels(await subscriptions);
    const tabs = page.getByRole('navigation', { name: 'Snabbmeny' });
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
    // Treatment only with a Therapist assisted subscription, self help only with Self study.
    const expected = [
      'Hem',
      ...(held.has('Therapist assisted') ? ['Behandling'] : []),
      ...(held.has('Self study') ? ['Självhjälp'] : []),
      'Meddelanden',
    ];
    await expect.poll(() => linkNames(page, 'Snabbmeny')).toEqual(expected);
    await page.screenshot({ path: 'test-results/client-shell-mobile.png', fullPage: true });

    await tabs.getByRole('button', { name: 'Mer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mer' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Profil',
      'Mina kontakter',
      'Bokningar',
      'Kundsupport (öppnas i en ny flik)',
    ]);
    await page.screenshot({ path: 'test-results/client-shell-more-drawer.png' });
    await drawer.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/client\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    // A client's profile has the client's fields only: no position or specialty.
    await expect(page.getByLabel('Kön')).toBeVisible();
    await expect(page.getByLabel('Befattning')).toHaveCount(0);
    await expect(page.getByLabel('Specialitet')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('client-profile-390.png'), fullPage: true });

    // The drawer's entry and the page it opens carry one name.
    await tabs.getByRole('button', { name: 'Mer' }).click();
    await page
      .getByRole('dialog', { name: 'Mer' })
      .getByRole('link', { name: 'Bokningar' })
      .click();
    await expect(page).toHaveURL(/\/client\/meetings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('client-meetings-390.png'), fullPage: true });
  });

  test('a client edits their profile in Swedish, then switches it to English', async ({
    page,
  }, testInfo) => {
    await logInAsClient(page);
    await expectWelcome(page, 'Välkommen, Klara');
    await page.getByRole('link', { name: 'Min profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();

    await page.getByLabel('Telefonnummer').fill('070 123 45 67 89');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Telefonnumret måste vara kortare än 15 tecken')).toBeVisible();

    await page.getByLabel('Telefonnummer').fill('070-555 12 34');
    await page.getByLabel('Födelseår').fill('1988');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Dina uppgifter är sparade.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Telefonnummer')).toHaveValue('070-555 12 34');
    await expect(page.getByLabel('Födelseår')).toHaveValue('1988');
    // Only the fields that belong to a client: gender, no position or specialty.
    await expect(page.getByLabel('Kön')).toBeVisible();
    await expect(page.getByLabel('Befattning')).toHaveCount(0);
    await expect(page.getByLabel('Specialitet')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/client-profile-sv.png', fullPage: true });
    await page.screenshot({ path: testInfo.outputPath('client-profile-sv.png'), fullPage: true });

    await page.getByLabel('Språk').selectOption('en');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('070-555 12 34');
    await expect
      .poll(() => linkNames(page, 'Main menu'))
      .toEqual(['Dashboard', 'My programs', 'Messages', 'My contacts', 'Appointments']);
    await expect(page.getByLabel('Gender')).toBeVisible();
    await expect(page.getByLabel('Position')).toHaveCount(0);
    await expect(page.getByLabel('Specialty')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/client-profile-en.png', fullPage: true });
    await page.screenshot({ path: testInfo.outputPath('client-profile-en.png'), fullPage: true });

    // The menu entry and the page it opens carry one name, in English and in Swedish.
    const openAppointments = async (menu: string, name: string) => {
      await page.getByRole('navigation', { name: menu }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/client\/meetings$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    };
    await openAppointments('Main menu', 'Appointments');
    await page.screenshot({ path: testInfo.outputPath('client-meetings-en.png'), fullPage: true });
    await page.goto(clientWebUrl('/client/profile'));

    // Back to Swedish, as the other tests expect of the demo client.
    await page.getByLabel('Language').selectOption('sv');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dina uppgifter är sparade.')).toBeVisible();
    await openAppointments('Huvudmeny', 'Bokningar');
    await page.screenshot({ path: testInfo.outputPath('client-meetings-sv.png'), fullPage: true });
  });

  test('routeTo opens the named page after login, and a malformed one is ignored', async ({
    page,
  }) => {
    await page.goto(clientWebUrl('/login?routeTo=%2Fclient%2Fprofile'));
    await logIn(page, 'client@example.com');
    await expect(page).toHaveURL(/\/client\/profile$/);

    await page.goto(clientWebUrl('/client/dashboard?routeTo=https%3A%2F%2Fexample.org%2F'));
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectWelcome(page, 'Välkommen, Klara');
  });
});
