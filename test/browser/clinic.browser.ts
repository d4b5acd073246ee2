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

/** A national id nobody has: 12 digits, unique per run (the offset tells two apart). */
function freshNationalId(offset: number): string {
  return `19${String(Date.now() + offset).slice(-10)}`;
}

test.describe('clinic screens', () => {
  test('the clinic admin lands on /services, sees the clinic’s members and invites a clinician', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'clinic-admin@example.com');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tjänster' })).toBeVisible();
    await expect(page.getByText('Demokliniken AB', { exact: true })).toBeVisible();

    const members = page.getByRole('region', { name: 'Klinikens medlemmar' });
    await expect(
      members.getByRole('listitem').filter({ hasText: 'clinic-therapist@example.com' }),
    ).toContainText('Behandlare');
    await expect(
      members.getByRole('listitem').filter({ hasText: 'klinikklient@example.com' }),
    ).toContainText('Klient');
    const menu = page.getByRole('navigation', { name: 'Meny' });
    await expect(menu.getByRole('link', { name: 'Min organisation' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('clinic-services-sv.png'), fullPage: true });

    const email = `behandlare.${Date.now()}@demokliniken.se`;
    const form = page.getByRole('region', { name: 'Bjud in en behandlare eller klient' });
    await form.getByRole('textbox', { name: /Förnamn/ }).fill('Bea');
    await form.getByRole('textbox', { name: /Efternamn/ }).fill('Behandlare');
    await form.getByRole('textbox', { name: /E-post/ }).fill(email);
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('070-123 45 67');
    await form.getByRole('textbox', { name: /Personnummer/ }).fill(freshNationalId(0));
    await form.getByRole('radio', { name: 'Behandlare' }).check();
    await form.getByRole('checkbox', { name: 'Digital behandling' }).check();
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/v1/invitations'),
    );
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByText(`Inbjudan är skickad till ${email}.`)).toBeVisible();
    const pending = page.getByRole('region', { name: 'Väntande inbjudningar' });
    const invited = pending.getByRole('listitem').filter({ hasText: email });
    await expect(invited).toContainText('Bea Behandlare');
    await expect(invited).toContainText('Behandlare');
    await expect(invited).toContainText('Digital behandling');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('clinic-invited-sv.png'), fullPage: true });

    // The same e-mail again: the server's error under the field, in Swedish.
    await form.getByRole('textbox', { name: /Förnamn/ }).fill('Bea');
    await form.getByRole('textbox', { name: /Efternamn/ }).fill('Behandlare');
    await form.getByRole('textbox', { name: /E-post/ }).fill(email);
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('0701234567');
    await form.getByRole('textbox', { name: /Personnummer/ }).fill(freshNationalId(1));
    await form.getByRole('checkbox', { name: 'Digital behandling' }).check();
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expect(form.getByRole('textbox', { name: /E-post/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // My organization: the clinicians and the clinic's clients.
    await menu.getByRole('link', { name: 'Min organisation' }).click();
    await expect(page).toHaveURL(/\/clinic-admin$/);
    await expect(
      page
        .getByRole('region', { name: 'Klinikens klienter' })
        .getByText('klinikklient@example.com'),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('clinic-organisation-sv.png'),
      fullPage: true,
    });

    // A phone: /services in one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(clientWebUrl('/services'));
    await expect(pending.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: testInfo.outputPath('clinic-services-phone-sv.png'),
      fullPage: true,
    });

    // Their own profile, in the same frame.
    await page.goto(clientWebUrl('/clinic-admin/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Meny' })).toBeVisible();
  });

  test('the clinic therapist has the FAQ link and the invitations screen, and invites a client', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'clinic-therapist@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    const menu = page.getByRole('navigation', { name: 'Meny' });
    const faq = menu.getByRole('link', { name: 'Vanliga frågor' });
    await expect(faq).toHaveAttribute('href', /^https?:\/\//);
    await expect(faq).toHaveAttribute('target', '_blank');

    await menu.getByRole('link', { name: 'Inbjudningar' }).click();
    await expect(page).toHaveURL(/\/clinic-therapist\/invitations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbjudningar' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Bjud in en klient' });
    await expect(form.getByRole('radio')).toHaveCount(0);

    const email = `klient.${Date.now()}@demokliniken.se`;
    await form.getByRole('textbox', { name: /Förnamn/ }).fill('Kim');
    await form.getByRole('textbox', { name: /Efternamn/ }).fill('Klient');
    await form.getByRole('textbox', { name: /E-post/ }).fill(email);
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('070-765 43 21');
    await form.getByRole('textbox', { name: /Personnummer/ }).fill(freshNationalId(2));
    await form.getByRole('checkbox', { name: 'Digital behandling' }).check();
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/v1/invitations'),
    );
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    expect((await created).status()).toBe(201);
    const list = page.getByRole('region', { name: 'Klinikens inbjudningar' });
    const invited = list.getByRole('listitem').filter({ hasText: email });
    await expect(invited).toContainText('Kim Klient');
    await expect(invited).toContainText('Väntar');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('clinic-therapist-invitations-sv.png'),
      fullPage: true,
    });

    // English: the same screen.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'The clinic’s invitations' }).getByRole('listitem').filter({
        hasText: email,
      }),
    ).toContainText('Pending');
    await page.screenshot({
      path: testInfo.outputPath('clinic-therapist-invitations-en.png'),
      fullPage: true,
    });
  });
});
