import { expect, test } from '@playwright/test';
import { clientWebUrl, expectWelcome } from './demo';
import { apiLogin } from './demo-api';

const PERSONAL_NUMBER_LABEL = 'Personnummer (12 siffror, ÅÅÅÅMMDDNNNN)';

test.describe('e-ID login through the embedded issuer', () => {
  test('logs a known client in by personal identity number', async ({ page }) => {
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('link', { name: 'Logga in med e-legitimation' }).click();
    await expect(
      page.getByRole('heading', { name: 'Testinloggning med e-legitimation' }),
    ).toBeVisible();
    await page.getByLabel(PERSONAL_NUMBER_LABEL).fill('199001012385');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectWelcome(page, 'Välkommen, Klara');
  });

  test('refuses a person with protected identity, in the specification’s words', async ({
    page,
  }) => {
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('link', { name: 'Logga in med e-legitimation' }).click();
    await page.getByLabel(PERSONAL_NUMBER_LABEL).fill('190001010016');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Användaren har skyddad identitet');
  });
});

test.describe('the lock screen’s e-ID unlock', () => {
  test('comes back to the locked page, path and query, after the issuer', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The page's clock is Playwright's: the client's idle time (30 minutes) passes at once.
    await page.clock.install();
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('link', { name: 'Logga in med e-legitimation' }).click();
    await page.getByLabel(PERSONAL_NUMBER_LABEL).fill('199001012385');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expectWelcome(page, 'Välkommen, Klara');
    const lockedPage = clientWebUrl('/client/profile/access-log?from=lock-screen');
    await page.goto(lockedPage);
    const heading = page.getByRole('heading', { level: 1, name: 'Vem har läst mina uppgifter' });
    await expect(heading).toBeVisible();

    await page.clock.fastForward('31:00');
    const lock = page.getByRole('dialog', { name: 'Skärmen är låst' });
    await expect(lock).toBeVisible();
    await lock.getByRole('link', { name: 'Lås upp med BankID' }).click();
    await expect(
      page.getByRole('heading', { name: 'Testinloggning med e-legitimation' }),
    ).toBeVisible();
    await page.getByLabel(PERSONAL_NUMBER_LABEL).fill('199001012385');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();

    await expect(page).toHaveURL(lockedPage);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Skärmen är låst' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('eid-unlocked-same-page.png') });
  });
});

test.describe('login CSRF: a hand-over link made by someone else signs no one in', () => {
  test("opening the attacker's e-ID code in another browser leaves it logged out", async ({
    browser,
  }) => {
    // The attacker logs in with e-ID in their own browser and stops before client-web redeems
    // the code, so the code is still fresh.
    const attacker = await browser.newContext();
    await attacker.route('**/api/v1/account/handover/redeem', (route) => route.abort());
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(clientWebUrl('/login'));
    await attackerPage.getByRole('link', { name: 'Logga in med e-legitimation' }).click();
    await attackerPage.getByLabel(PERSONAL_NUMBER_LABEL).fill('199001012385');
    const callback = attackerPage.waitForResponse((response) =>
      response.url().includes('/api/v1/account/eid/callback'),
    );
    await attackerPage.getByRole('button', { name: 'Logga in', exact: true }).click();
    const location = String((await callback).headers().location);
    const code = new URLSearchParams(new URL(location).hash.slice(1)).get('code');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await attacker.close();

    // The victim opens the link the attacker sent.
    const victim = await browser.newContext();
    const page = await victim.newPage();
    await page.goto(clientWebUrl(`/process-login#code=${code}`));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('Inloggningen misslyckades');
    expect((await victim.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await page.goto(clientWebUrl('/client/dashboard'));
    await expect(page).toHaveURL(/\/login$/);
    await victim.close();
  });

  test('the old hand-over, a token in the address, is ignored', async ({ page, request }) => {
    const { token } = await apiLogin(request, 'client@example.com');

    await page.goto(clientWebUrl(`/process-login#token=${token}`));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('Inloggningen misslyckades');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  });
});
