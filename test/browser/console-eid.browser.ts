import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { consoleUrl, DEMO_PASSWORD, logIn } from './demo';
import { apiLogin, apiUrl, bearer, type ApiLogin, demoDatabase } from './demo-api';

/** The demo clinic (backend demo-accounts DEMO_CLINIC): its admin is staff of a company. */
const DEMO_CLINIC_UUID = '5e1d0c0a-0000-4000-8000-000000000003';

/**
 * The embedded issuer's test person the health coach signs in as. No demo console account has a
 * personal number, so the test gives the demo health coach this one and takes it away again.
 */
const TEST_PERSON = 'Anna Andersson';

const TEXT = {
  sv: {
    eidButton: 'Logga in med e-legitimation',
    issuerTitle: 'Testinloggning med e-legitimation',
    issuerLabel: 'Personnummer (12 siffror, ÅÅÅÅMMDDNNNN)',
    issuerSubmit: 'Logga in',
    home: 'Klienter',
    eidRequired: 'Logga in med BankID: din roll kräver e-legitimation',
    loginLabels: { email: 'E-post', password: 'Lösenord', submit: 'Logga in' },
  },
  en: {
    eidButton: 'Log in with e-ID',
    issuerTitle: 'Test login with e-ID',
    issuerLabel: 'Personal identity number (12 digits, YYYYMMDDNNNN)',
    issuerSubmit: 'Log in',
    home: 'Clients',
    eidRequired: 'Sign in with BankID: your role requires e-ID',
    loginLabels: { email: 'Email', password: 'Password', submit: 'Log in' },
  },
} as const;

type Language = keyof typeof TEXT;

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

/** The console's login page in the language asked for (Swedish first; its switch for English). */
async function openConsoleLogin(page: Page, language: Language): Promise<void> {
  await page.goto(consoleUrl());
  await expect(page.getByRole('link', { name: TEXT.sv.eidButton })).toBeVisible();
  if (language === 'en') await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sinnro' })).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT[language].eidButton })).toBeVisible();
}

interface NationalIdColumns {
  national_id_sealed: string | null;
  national_id_index: string | null;
}

/**
 * Gives an account a personal number as an administrator does (the API seals and indexes it);
 * the answer puts the account's columns back as they were (no API route clears a number).
 */
async function givePersonalNumber(
  request: APIRequestContext,
  admin: ApiLogin,
  userId: number,
  nationalId: string,
): Promise<() => Promise<void>> {
  const db = await demoDatabase();
  try {
    const { rows } = await db.query<NationalIdColumns>(
      'select national_id_sealed, national_id_index from users where id = $1',
      [userId],
    );
    const before = rows[0];
    if (before === undefined) throw new Error(`No user ${userId}`);
    const response = await request.put(apiUrl(`/api/users/${userId}`), {
      headers: bearer(admin),
      data: { national_id: nationalId },
    });
    expect(response.status()).toBe(200);
    return async () => {
      const restore = await demoDatabase();
      try {
        await restore.query(
          'update users set national_id_sealed = $2, national_id_index = $3 where id = $1',
          [userId, before.national_id_sealed, before.national_id_index],
        );
      } finally {
        await restore.end();
      }
    };
  } finally {
    await db.end();
  }
}

async function setClinicRequiresEid(
  request: APIRequestContext,
  admin: ApiLogin,
  required: boolean,
): Promise<void> {
  const response = await request.put(apiUrl(`/api/admin/companies/${DEMO_CLINIC_UUID}`), {
    headers: bearer(admin),
    data: { require_eid_for_staff: required },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ require_eid_for_staff: required });
}

/** A fresh browser (no session, Swedish) at the width asked for. */
async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: 'sv-SE',
    viewport: width < 600 ? { width, height: 844 } : { width, height: 800 },
  });
  return context.newPage();
}

test.describe('the console’s e-ID login', () => {
  for (const width of [1280, 390]) {
    test(`a health coach signs in with e-ID through the embedded issuer and lands on their home; sv and en; ${width} px; axe`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(150_000);
      const admin = await apiLogin(request, 'admin@example.com');
      const coach = await apiLogin(request, 'hc@example.com');
      let restore: (() => Promise<void>) | null = null;
      try {
        for (const language of ['sv', 'en'] as const) {
          const text = TEXT[language];
          const page = await freshPage(browser, width);
          const shot = (name: string) =>
            page.screenshot({
              path: testInfo.outputPath(`${name}-${language}-${width}.png`),
              fullPage: true,
            });
          await openConsoleLogin(page, language);
          expect(await seriousViolations(page)).toEqual([]);
          await shot('console-eid-login');

          // A link (to the API's e-ID login) that the page follows bound to this tab.
          await page.getByRole('link', { name: text.eidButton }).click();
          await expect(
            page.getByRole('heading', { level: 1, name: text.issuerTitle }),
          ).toBeVisible();
          // The issuer's page lists its test persons; the coach is given the named one's number.
          const number = await page
            .getByRole('row')
            .filter({ hasText: TEST_PERSON })
            .locator('code')
            .innerText();
          expect(number).toMatch(/^\d{12}$/);
          restore ??= await givePersonalNumber(request, admin, coach.userId, number);
          await page.getByLabel(text.issuerLabel).fill(number);
          await shot('console-eid-issuer');
          await page.getByRole('button', { name: text.issuerSubmit, exact: true }).click();

          await expect(page).toHaveURL(/\/clients$/);
          await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
          await shot('console-eid-home');
          await page.context().close();
        }
      } finally {
        await restore?.();
      }
    });
  }

  test('the password login answers the e-ID text to staff of a company that requires e-ID; sv and en', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await apiLogin(request, 'admin@example.com');
    await setClinicRequiresEid(request, admin, true);
    try {
      for (const language of ['sv', 'en'] as const) {
        const text = TEXT[language];
        await openConsoleLogin(page, language);
        // The clinic's admin is the company's staff: the correct password is answered with the
        // e-ID text (before the console would send a role that does not use it elsewhere).
        await logIn(page, 'clinic-admin@example.com', undefined, text.loginLabels);
        await expect(page.getByText(text.eidRequired)).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`console-eid-required-${language}.png`),
          fullPage: true,
        });
      }
    } finally {
      await setClinicRequiresEid(request, admin, false);
    }
    // Put back: the same password login no longer meets the e-ID text.
    const login = await request.post(apiUrl('/client/login'), {
      data: { email: 'clinic-admin@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
  });
});
