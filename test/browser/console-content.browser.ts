import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';

/** axe's serious and critical findings in the screen's content (the layout is not ours). */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('#main-content').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target),
    }));
}

/** Saves the editor's form and waits for the server's answer to be shown. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Objektet uppdaterades')).toBeVisible();
}

test.describe('console content authoring', () => {
  test('a content creator edits a module page in Swedish and English and previews it', async ({
    page,
  }, testInfo) => {
    // Four editors, two languages, two reloads and an axe run: more than the default minute.
    test.slow();
    await page.goto(consoleUrl());
    await logIn(page, 'cc@example.com');

    // The content creator's home is the modules list.
    await expect(page).toHaveURL(/\/cc\/modules\/list$/);
    await expect(page.getByRole('cell', { name: 'Stresshantering (utkast)' })).toBeVisible();
    await page.getByRole('cell', { name: 'Stresshantering (utkast)' }).click();
    await expect(page).toHaveURL(/\/cc\/modules\/edit\/\d+$/);
    await expect(page.getByLabel('Namn *')).toHaveValue('Stresshantering (utkast)');

    // Module → chapter → section → page, through the editors' lists.
    await page.getByRole('link', { name: 'Vad är stress?' }).first().click();
    await expect(page).toHaveURL(/\/cc\/chapter\/edit\/\d+$/);
    await page.getByRole('main').getByRole('link', { name: 'Kroppens reaktioner' }).first().click();
    await expect(page).toHaveURL(/\/cc\/section\/edit\/\d+$/);
    await page.getByRole('main').getByRole('link', { name: 'Introduktion' }).first().click();
    await expect(page).toHaveURL(/\/cc\/pages\/edit\/\d+\/section\/\d+$/);
    const editorUrl = page.url();

    // The breadcrumb and the tree view come from the server.
    const breadcrumb = page.getByRole('navigation', { name: 'Sökväg' });
    await expect(breadcrumb.getByRole('link', { name: 'Stresshantering (utkast)' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trädvy' })).toContainText(
      'Kroppens reaktioner',
    );

    // Swedish.
    await page.getByLabel('Namn *').fill('Introduktion till stress');
    await page
      .getByRole('textbox', { name: 'Innehåll' })
      .fill('Stress är kroppens sätt att reagera.');
    await save(page);
    await page.reload();
    await expect(page.getByLabel('Namn *')).toHaveValue('Introduktion till stress');

    // English: the switch loads the English texts (none yet: the Swedish are shown) and saves them.
    await page.getByRole('button', { name: 'Engelska', exact: true }).click();
    await expect(page).toHaveURL(/\?lang=en$/);
    await expect(page.getByText('Det finns ingen text på engelska ännu')).toBeVisible();
    await page.getByLabel('Namn *').fill('Introduction to stress');
    await page.getByRole('textbox', { name: 'Innehåll' }).fill('Stress is how the body reacts.');
    await save(page);
    await page.reload();
    await expect(page.getByLabel('Namn *')).toHaveValue('Introduction to stress');
    await expect(page.getByText('Det finns ingen text på engelska ännu')).toHaveCount(0);

    // The Swedish texts are still there.
    await page.getByRole('button', { name: 'Svenska', exact: true }).click();
    await expect(page).toHaveURL(editorUrl);
    await expect(page.getByLabel('Namn *')).toHaveValue('Introduktion till stress');
    await expect(page.getByRole('textbox', { name: 'Innehåll' })).toHaveText(
      'Stress är kroppens sätt att reagera.',
    );

    expect(await seriousViolations(page)).toEqual([]);

    // The preview shows the page as the client's page player does.
    await page.getByRole('button', { name: 'Engelska', exact: true }).click();
    await expect(page.getByLabel('Namn *')).toHaveValue('Introduction to stress');
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    const preview = page.getByRole('dialog', { name: /Förhandsgranskning/ });
    await expect(preview.getByRole('heading', { name: 'Introduction to stress' })).toBeVisible();
    await expect(preview.getByText('Stress is how the body reacts.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('content-preview.png'), fullPage: true });
  });
  test('a content creator adds a question page with options and previews it', async ({ page }) => {
    test.slow();
    await page.goto(consoleUrl());
    await logIn(page, 'cc@example.com');
    await page.getByRole('cell', { name: 'Stresshantering (utkast)' }).click();
    await page.getByRole('link', { name: 'Vad är stress?' }).first().click();
    await page.getByRole('main').getByRole('link', { name: 'Kroppens reaktioner' }).first().click();
    await expect(page).toHaveURL(/\/cc\/section\/edit\/\d+$/);

    // A new page at the end of the section, opened in its editor.
    await page.getByLabel('Lägg till sida: Namn').fill('Hur mår du?');
    await page.getByRole('button', { name: 'Lägg till sida' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Hur mår du?' }).first().click();
    await expect(page).toHaveURL(/\/cc\/pages\/edit\/\d+\/section\/\d+$/);

    // A question page answered with one choice.
    await page.getByLabel('Sidtyp *').click();
    await page.getByRole('option', { name: 'Frågor' }).click();
    await page.getByLabel('Svarstyp').click();
    await page.getByRole('option', { name: 'Ett val' }).click();
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(page.getByText('Objektet uppdaterades')).toBeVisible();

    await page.getByLabel('Lägg till fråga: Fråga').fill('Hur har du sovit i natt?');
    await page.getByRole('button', { name: 'Lägg till fråga' }).click();
    const question = page.getByRole('region', { name: 'Hur har du sovit i natt?' });
    for (const option of ['Bra', 'Dåligt']) {
      await question.getByLabel('Lägg till alternativ: Alternativ').fill(option);
      await question.getByRole('button', { name: 'Lägg till alternativ' }).click();
      await expect(question.getByLabel('Alternativ', { exact: true }).last()).toHaveValue(option);
    }

    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    const preview = page.getByRole('dialog', { name: /Förhandsgranskning/ });
    await expect(preview.getByRole('radio', { name: 'Dåligt' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Spara och gå vidare' })).toBeVisible();
  });
});
