import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';

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

// The staff idle time of client-web (session/session-lock.ts): 15 minutes.
test.describe('automatic lock after inactivity (auto_logout, /session/lock-screen)', () => {
  test('a therapist’s client page locks after 15 idle minutes, hidden, and the password brings the same page back; sv and en, 1280 and 390 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The page's clock is Playwright's: the idle time passes with fastForward.
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'therapist-premium@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    const row = page.getByTestId('client-row').filter({ hasText: 'Klara Karlsson' });
    await row.getByRole('link', { name: 'Klara Karlsson' }).click();
    await expect(page).toHaveURL(/\/therapist-premium\/client-report\/\d+$/);
    const clientPage = page.url();
    const clientHeading = page.getByRole('heading', { level: 1, name: 'Klara Karlsson' });
    const notes = page.getByRole('region', { name: /^(Anteckningar|Notes)$/ });
    await expect(clientHeading).toBeVisible();
    const draft = 'Utkast som inte får försvinna';
    await notes.getByLabel(/^(Ny anteckning|New note)$/).fill(draft);

    // Swedish, 1280 px: not before the idle time, then locked with the page hidden.
    await page.clock.fastForward('14:00');
    await expect(page.getByRole('dialog', { name: 'Skärmen är låst' })).toHaveCount(0);
    await page.clock.fastForward('02:00');
    const lockSv = page.getByRole('dialog', { name: 'Skärmen är låst' });
    await expect(lockSv).toBeVisible();
    await expect(lockSv).toContainText('Petra Berg');
    await expect(page.locator('#root')).toBeHidden();
    await expect(clientHeading).toBeHidden();
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
    expect(page.url()).toBe(clientPage);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('locked-sv-1280.png') });

    await lockSv.getByLabel('Lösenord').fill('not-the-password');
    await lockSv.getByRole('button', { name: 'Lås upp', exact: true }).click();
    await expect(lockSv.getByRole('alert')).toContainText('Felaktigt användarnamn eller lösenord');
    await expect(page.locator('#root')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('locked-wrong-password-sv-1280.png') });
    await lockSv.getByLabel('Lösenord').fill('Sinnro-demo-2026');
    await lockSv.getByRole('button', { name: 'Lås upp', exact: true }).click();
    await expect(lockSv).toHaveCount(0);
    await expect(clientHeading).toBeVisible();
    // The same page, not reloaded: the unsaved draft is still there.
    await expect(notes.getByLabel(/^(Ny anteckning|New note)$/)).toHaveValue(draft);
    expect(page.url()).toBe(clientPage);

    // English, 390 px.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
    // A phone's width, as a phone loads the page (the relock of one page session is the unit
    // test's "locks again after the idle time once unlocked"): the draft is written again.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(clientHeading).toBeVisible();
    await notes.getByLabel(/^(Ny anteckning|New note)$/).fill(draft);
    await page.clock.fastForward('16:00');
    const lockEn = page.getByRole('dialog', { name: 'The screen is locked' });
    await expect(lockEn).toBeVisible();
    await expect(clientHeading).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('locked-en-390.png') });
    await lockEn.getByLabel('Password').fill('Sinnro-demo-2026');
    await lockEn.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(lockEn).toHaveCount(0);
    await expect(clientHeading).toBeVisible();
    await expect(notes.getByLabel(/^(Ny anteckning|New note)$/)).toHaveValue(draft);
    expect(page.url()).toBe(clientPage);
    await page.screenshot({ path: testInfo.outputPath('unlocked-en-390.png'), fullPage: true });

    // Back to Swedish at 1280 px; "Logga ut" on the lock screen leads to the login page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Anteckningar' })).toBeVisible();
    await page.clock.fastForward('16:00');
    await page
      .getByRole('dialog', { name: 'Skärmen är låst' })
      .getByRole('button', { name: 'Logga ut' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  });
});
