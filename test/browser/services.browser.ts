import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, logIn } from './demo';
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

/** A national id nobody has: 12 digits, unique per run. */
function freshNationalId(): string {
  return `19${String(Date.now()).slice(-10)}`;
}

test.describe('services', () => {
  test('the company admin lands on the services page, sees the users and their services, and invites a user in Swedish and English', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'company-admin@example.com');
    await expect(page).toHaveURL(/\/client\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tjänster' })).toBeVisible();
    await expect(page.getByText('Exempelbolaget AB', { exact: true })).toBeVisible();

    // The users of the admin's unit Ledning: the demo client with her credits, and the admin.
    const users = page.getByRole('region', { name: 'Användare' });
    const klara = users.getByRole('listitem').filter({ hasText: 'Klara Karlsson' });
    await expect(klara).toContainText('Enhet: Ledning');
    await expect(klara).toContainText('Krediter: 9 kvar av 10');
    await expect(klara).toContainText('Standardanvändare');
    await expect(users.getByRole('listitem').filter({ hasText: 'Erik Ek' })).toContainText(
      'Företagsadministratör',
    );
    const pending = page.getByRole('region', { name: 'Väntande inbjudningar' });
    await expect(pending).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Enhet/ })).toHaveText('Ledning');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('services-sv.png'), fullPage: true });

    // Sent empty: the server's checks, in Swedish, under their fields.
    const form = page.getByRole('region', { name: 'Bjud in en användare' });
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expect(form.getByRole('alert')).toHaveText('Kontrollera de markerade fälten.');
    await expect(form.getByRole('textbox', { name: /E-post/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText('Välj minst en produkt')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('services-errors-sv.png'), fullPage: true });

    const email = `ines.${Date.now()}@exempelbolaget.se`;
    await form.getByRole('textbox', { name: /Förnamn/ }).fill('Ines');
    await form.getByRole('textbox', { name: /Efternamn/ }).fill('Inbjuden');
    await form.getByRole('textbox', { name: /E-post/ }).fill(email);
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('070-123 45 67');
    await form.getByRole('textbox', { name: /Personnummer/ }).fill(freshNationalId());
    await form.getByRole('checkbox', { name: 'Bedömning' }).check();
    await form.getByRole('checkbox', { name: '25 minuter med en terapeut' }).check();
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/v1/invitations'),
    );
    await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByText(`Inbjudan är skickad till ${email}.`)).toBeVisible();
    const invited = pending.getByRole('listitem').filter({ hasText: email });
    await expect(invited).toContainText('Ines Inbjuden');
    await expect(invited).toContainText('Enhet: Ledning');
    await expect(invited).toContainText('Bedömning');
    await expect(invited).toContainText('25 minuter med en terapeut');
    await expect(form.getByRole('textbox', { name: /E-post/ })).toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath('services-invited-sv.png'), fullPage: true });

    // English: the page, and the server's answer to the same e-mail, in English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Users' }).getByRole('listitem').filter({
        hasText: 'Klara Karlsson',
      }),
    ).toContainText('Credits: 9 left of 10');
    const formEn = page.getByRole('region', { name: 'Invite a user' });
    await formEn.getByRole('textbox', { name: /First name/ }).fill('Ines');
    await formEn.getByRole('textbox', { name: /Last name/ }).fill('Inbjuden');
    await formEn.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await formEn.getByRole('textbox', { name: /Phone number/ }).fill('0701234567');
    await formEn.getByRole('textbox', { name: /National ID/ }).fill(freshNationalId());
    await formEn.getByRole('checkbox', { name: 'Assessment' }).check();
    await formEn.getByRole('button', { name: 'Send invitation' }).click();
    await expect(formEn.getByText('E-mail already exists')).toBeVisible();
    await expect(formEn.getByRole('textbox', { name: /E-mail/ })).toBeFocused();
    await expect(page.getByText(/The invitation has been sent/)).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Pending invitations' }).getByRole('listitem').filter({
        hasText: email,
      }),
    ).toContainText('Assessment');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('services-en.png'), fullPage: true });

    // A phone: the same page in one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling.
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('services-phone-en.png'), fullPage: true });
  });

  test('/client/page/{slug} plays a module of the client’s subscriptions, named by its name or id', async ({
    page,
    request,
  }, testInfo) => {
    // The company admin is a client without subscriptions: the admin gives them the self-study
    // program for this test (modules the other tests' demo client holds stay untouched).
    const admin = await apiLogin(request, 'admin@example.com');
    const member = await apiLogin(request, 'company-admin@example.com');
    const programs = await request.get(
      apiUrl(
        '/api/programs/sv?subscription_model_uuid=5b0c0de1-0000-4000-8000-000000000001&paginate=false&fields=id,name',
      ),
      { headers: bearer(admin) },
    );
    expect(programs.status()).toBe(200);
    const answer = (await programs.json()) as
      { id: number; name: string }[] | { data: { id: number; name: string }[] };
    const list = Array.isArray(answer) ? answer : answer.data;
    const selfStudy = list.find((program) => program.name === 'Stresshantering på egen hand');
    if (!selfStudy) throw new Error('The self-study demo program is missing');
    const subscriptionsUrl = apiUrl(`/api/users/${member.userId}/program-subscriptions`);
    const created = await request.post(subscriptionsUrl, {
      headers: bearer(admin),
      data: {
        subscription_model_uuid: '5b0c0de1-0000-4000-8000-000000000001',
        program_ids: [selfStudy.id],
      },
    });
    expect(created.status()).toBe(201);
    const subscription = (await created.json()) as { uuid: string };

    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'company-admin@example.com');
      await expect(page).toHaveURL(/\/client\/services$/);

      await page.goto(clientWebUrl('/client/page/stress-och-aterhamtning'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Stress och återhämtning' }),
      ).toBeVisible();
      // The name slug gives way to the module's id and the subscription.
      await expect(page).toHaveURL(
        new RegExp(`/client/page/\\d+\\?subscription=${subscription.uuid}$`),
      );
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('client-page-sv.png'), fullPage: true });

      await page.getByRole('button', { name: 'English' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Stress and recovery' }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('client-page-en.png'), fullPage: true });
      await page.getByRole('button', { name: 'Svenska' }).click();

      // Back to the module's overview, and a slug that names nothing.
      await page.getByRole('button', { name: 'Till modulens översikt' }).click();
      await expect(page).toHaveURL(/\/client\/module\/\d+\/[0-9a-f-]{36}$/);
      await page.goto(clientWebUrl('/client/page/finns-inte'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Till mina program' })).toBeVisible();
    } finally {
      const cancelled = await request.post(`${subscriptionsUrl}/${subscription.uuid}/cancel`, {
        headers: bearer(admin),
      });
      expect(cancelled.status()).toBe(200);
    }
  });
});
