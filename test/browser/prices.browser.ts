import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { clientWebUrl, consoleAtPhoneWidth, consoleUrl, logIn } from './demo';

/** The platform shares two cores with other work: screens may take long to load. */
const slow = expect.configure({ timeout: 120_000 });

/** The demo company Exempelbolaget AB (backend demo-accounts.ts). */
const DEMO_COMPANY_UUID = '5e1d0c0a-0000-4000-8000-000000000001';

/** The serious and critical accessibility violations axe finds on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A product's row of the console's company editor, by the product's whole name. */
function productRow(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();
}

/** Saves the company editor and waits for the server's answer. */
async function saveCompany(page: Page, label: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes(`/api/admin/companies/${DEMO_COMPANY_UUID}`),
  );
  await page.getByRole('button', { name: label, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** Kronor as Intl writes them, with any kind of space between the digits and the unit. */
const amount = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

test.describe('prices in kronor', () => {
  test('the admin sets a product’s price in kronor in the console, and the company admin reads the same price in client-web, in Swedish and English', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(600_000);

    // The admin opens the demo company's products: catalogue prices in kronor, whole names.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(consoleUrl());
    await logIn(page, 'admin@example.com');
    await slow(page.getByRole('menuitem').first()).toBeVisible({ timeout: 60_000 });
    await page.goto(new URL(`/companies/edit/${DEMO_COMPANY_UUID}`, consoleUrl()).toString());
    await slow(page.getByRole('heading', { name: 'Produkter' })).toBeVisible();
    await slow(
      productRow(page, 'Ledarskapscoachning').getByText(amount('Katalogpris 1 200 kr')),
    ).toBeVisible();
    await slow(
      productRow(page, 'Hälsokontroll').getByText(amount('Katalogpris 4 000 kr')),
    ).toBeVisible();

    // The company's own price of Bedömning, typed in kronor.
    const assessment = productRow(page, 'Bedömning');
    const price = assessment.getByRole('spinbutton', { name: 'Styckpris' });
    await slow(assessment.getByText('I kronor; tomt betyder katalogens pris')).toBeVisible();
    await price.fill('1234.50');
    await saveCompany(page, 'Spara');
    await page.reload();
    await slow(
      productRow(page, 'Bedömning').getByRole('spinbutton', { name: 'Styckpris' }),
    ).toHaveValue('1234.5');
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('console-products-sv-1280.png'),
      fullPage: true,
    });
    await consoleAtPhoneWidth(page);
    await slow(productRow(page, 'Bedömning').getByText('Bedömning', { exact: true })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('console-products-sv-390.png'),
      fullPage: true,
    });

    // The company admin's service choice shows the same price.
    const companyAdminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
    });
    const companyAdmin = await companyAdminContext.newPage();
    await companyAdmin.goto(clientWebUrl('/login'));
    await logIn(companyAdmin, 'company-admin@example.com');
    await slow(companyAdmin).toHaveURL(/\/client\/services$/, { timeout: 60_000 });
    const form = companyAdmin.getByRole('region', { name: 'Bjud in en användare' });
    await slow(form.getByRole('checkbox', { name: 'Bedömning' })).toHaveAccessibleDescription(
      amount('1 234,50 kr'),
    );
    expect(await seriousViolations(companyAdmin)).toEqual([]);
    await companyAdmin.screenshot({
      path: testInfo.outputPath('client-web-services-price-sv-1280.png'),
      fullPage: true,
    });
    await companyAdmin.setViewportSize({ width: 390, height: 844 });
    await slow(form.getByText(amount('1 234,50 kr'))).toBeVisible();
    await companyAdmin.screenshot({
      path: testInfo.outputPath('client-web-services-price-sv-390.png'),
      fullPage: true,
    });

    // In English: the same prices, written the English way (the language buttons are in the
    // side menu of a wide screen).
    await companyAdmin.setViewportSize({ width: 1280, height: 800 });
    await companyAdmin.getByRole('button', { name: 'English' }).click();
    await companyAdmin.setViewportSize({ width: 390, height: 844 });
    const formEn = companyAdmin.getByRole('region', { name: 'Invite a user' });
    await slow(formEn.getByRole('checkbox', { name: 'Assessment' })).toHaveAccessibleDescription(
      amount('SEK 1,234.50'),
    );
    expect(await seriousViolations(companyAdmin)).toEqual([]);
    await companyAdmin.screenshot({
      path: testInfo.outputPath('client-web-services-price-en-390.png'),
      fullPage: true,
    });
    await companyAdminContext.close();

    await page.setViewportSize({ width: 1280, height: 800 });
    // The app bar hides while the page is scrolled down; it comes back at the top.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByRole('button', { name: /^Språk/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await slow(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await slow(
      productRow(page, 'Leadership coaching').getByText(amount('Catalogue price SEK 1,200')),
    ).toBeVisible();
    const assessmentEn = productRow(page, 'Assessment');
    await slow(assessmentEn.getByRole('spinbutton', { name: 'Unit price' })).toHaveValue('1234.5');
    await slow(assessmentEn.getByText('In kronor; empty means the catalogue price')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('console-products-en-1280.png'),
      fullPage: true,
    });

    // The demo company's price as it was: none of its own.
    await assessmentEn.getByRole('spinbutton', { name: 'Unit price' }).fill('');
    await saveCompany(page, 'Save');
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await slow(page.getByRole('heading', { name: 'Produkter' })).toBeVisible();
  });
});
