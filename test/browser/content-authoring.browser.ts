import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { consoleAtPhoneWidth, consoleUrl, logIn } from './demo';

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

function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}

/** HTML pasted from elsewhere, with a script and an image that would run code. */
const PASTED =
  '<p>Inklistrat råd</p><script>window.pastedScriptRan = true</script>' +
  '<img src="x" onerror="window.pastedScriptRan = true">';

/** Pastes HTML at the cursor as the browser does (a paste event with the HTML on its clipboard). */
async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.evaluate((element, pasted) => {
    // The tests compile without the DOM's types: name the two browser classes used here.
    const browser = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void };
      ClipboardEvent: new (type: string, init: Record<string, unknown>) => unknown;
    };
    const data = new browser.DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Inklistrat råd');
    const target = element as unknown as { dispatchEvent(event: unknown): boolean };
    target.dispatchEvent(
      new browser.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test.describe('content authoring with the rich-text editor and the report data form', () => {
  test('a content creator formats a page, fills its report data and previews it as the client sees it', async ({
    page,
  }, testInfo) => {
    // Two languages, two widths, three reloads and axe runs: more than the default minute.
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(consoleUrl());
    await logIn(page, 'cc@example.com');
    await expect(page).toHaveURL(/\/cc\/modules\/list$/);

    // A new page of its own in the draft module's first section.
    await page.getByRole('cell', { name: 'Stresshantering (utkast)' }).click();
    await page.getByRole('link', { name: 'Vad är stress?' }).first().click();
    await page.getByRole('main').getByRole('link', { name: 'Kroppens reaktioner' }).first().click();
    await expect(page).toHaveURL(/\/cc\/section\/edit\/\d+$/);
    const name = `Sömnråd ${Date.now()}`;
    await page.getByLabel('Lägg till sida: Namn').fill(name);
    await page.getByRole('button', { name: 'Lägg till sida' }).click();
    // The new page's link in the section's list leads to its editor.
    const link = page.getByRole('main').getByRole('link', { name }).first();
    await expect(link).toHaveAttribute('href', /\/cc\/pages\/edit\/\d+\/section\/\d+$/);
    await page.goto(new URL((await link.getAttribute('href')) ?? '', page.url()).toString());
    await expect(page).toHaveURL(/\/cc\/pages\/edit\/\d+\/section\/\d+$/);
    const editorUrl = page.url();

    // Swedish: a heading, a bold word and a list with the toolbar.
    const editor = page.getByRole('textbox', { name: 'Innehåll' });
    const toolbar = page.getByRole('toolbar', { name: 'Formatering av Innehåll' });
    await editor.click();
    await page.keyboard.type('Sov bättre');
    await toolbar.getByRole('button', { name: 'Rubrik', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Rubrik', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Gå och lägg dig ');
    await toolbar.getByRole('button', { name: 'Fetstil' }).click();
    await page.keyboard.type('i tid');
    await toolbar.getByRole('button', { name: 'Fetstil' }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Punktlista' }).click();
    await page.keyboard.type('Mörkt sovrum');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Svalt sovrum');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await pasteHtml(editor, PASTED);
    await expect(editor.getByText('Inklistrat råd')).toBeVisible();
    await expect(editor.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate('window.pastedScriptRan === true')).toBe(false);
    await expect(editor.getByRole('heading', { level: 2, name: 'Sov bättre' })).toBeVisible();
    await expect(editor.locator('strong')).toHaveText('i tid');
    await expect(editor.getByRole('listitem')).toHaveText(['Mörkt sovrum', 'Svalt sovrum']);

    // The report data: the score is the sum, two bands.
    const reportData = page.getByRole('region', { name: 'Rapportdata' });
    await reportData.getByLabel('Poäng').click();
    await page.getByRole('option', { name: 'Summan av svarsvärdena' }).click();
    await reportData.getByRole('button', { name: 'Lägg till intervall' }).click();
    const low = reportData.getByRole('group', { name: 'Intervall 1' });
    await expect(low.getByRole('spinbutton', { name: 'Från' })).toHaveValue('0');
    await low.getByRole('spinbutton', { name: 'Till' }).fill('4');
    await low.getByRole('textbox', { name: 'Betydelse' }).fill('Lite sömnbesvär');
    await reportData.getByRole('button', { name: 'Lägg till intervall' }).click();
    const high = reportData.getByRole('group', { name: 'Intervall 2' });
    // A band that leaves a gap is named before saving.
    await high.getByRole('spinbutton', { name: 'Från' }).fill('7');
    await high.getByRole('spinbutton', { name: 'Till' }).fill('9');
    await high.getByRole('textbox', { name: 'Betydelse' }).fill('Mycket sömnbesvär');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(
      high.getByText('Intervallen måste hänga ihop: detta ska börja vid 5'),
    ).toBeVisible();
    await high.getByRole('spinbutton', { name: 'Från' }).fill('5');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(page.getByText('Objektet uppdaterades')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('content-authoring-sv-1280.png'),
      fullPage: true,
    });

    // Reopened: the content and the report data as saved; the pasted script did not survive.
    await page.reload();
    await expect(page).toHaveURL(editorUrl);
    await expect(editor.getByRole('heading', { level: 2, name: 'Sov bättre' })).toBeVisible();
    await expect(editor.locator('strong')).toHaveText('i tid');
    await expect(editor.getByRole('listitem')).toHaveText(['Mörkt sovrum', 'Svalt sovrum']);
    await expect(editor.getByText('Inklistrat råd')).toBeVisible();
    expect(await editor.innerHTML()).not.toMatch(/script|<img|onerror/i);
    await expect(reportData.getByLabel('Poäng')).toHaveText('Summan av svarsvärdena');
    await expect(low.getByRole('textbox', { name: 'Betydelse' })).toHaveValue('Lite sömnbesvär');
    await expect(high.getByRole('spinbutton', { name: 'Från' })).toHaveValue('5');
    await expect(high.getByRole('spinbutton', { name: 'Till' })).toHaveValue('9');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    // The preview: the player's heading, content and buttons.
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    const preview = page.getByRole('dialog', { name: /Förhandsgranskning/ });
    await expect(preview.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Sov bättre' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('i tid');
    await expect(preview.getByRole('listitem')).toHaveText(['Mörkt sovrum', 'Svalt sovrum']);
    await expect(preview.getByText('Inklistrat råd')).toBeVisible();
    await expect(preview.locator('script, img')).toHaveCount(0);
    const next = preview.getByRole('button', { name: 'Nästa', exact: true });
    await expect(next).toBeVisible();
    await expect(next).toHaveAttribute('type', 'submit');
    await next.click();
    await expect(preview.getByRole('status')).toHaveText(
      'Förhandsgranskningen sparar inga svar; klienten går här vidare till nästa sida.',
    );
    await page.screenshot({ path: testInfo.outputPath('content-preview-sv-1280.png') });
    await preview.getByRole('button', { name: 'Stäng' }).click();

    // English at 390 px: the same page, the toolbar and the form in English.
    // The app bar hides while the page is scrolled down; it comes back at the top.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByRole('button', { name: 'Språk: Svenska' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await consoleAtPhoneWidth(page);
    const editorEn = page.getByRole('textbox', { name: 'Content' });
    const toolbarEn = page.getByRole('toolbar', { name: 'Formatting of Content' });
    await expect(toolbarEn.getByRole('button', { name: 'Numbered list' })).toBeVisible();
    // Keyboard: the toolbar is one tab stop, the arrow keys move along it.
    await toolbarEn.getByRole('button', { name: 'Heading', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbarEn.getByRole('button', { name: 'Subheading' })).toBeFocused();
    // A numbered list at the end, in English.
    // The caret to the end of the content: its last paragraph, the pasted one, at its end.
    await editorEn.getByText('Inklistrat råd').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await toolbarEn.getByRole('button', { name: 'Numbered list' }).click();
    await page.keyboard.type('Wind down an hour before bed');
    const reportDataEn = page.getByRole('region', { name: 'Report data' });
    await expect(
      reportDataEn.getByRole('group', { name: 'Band 2' }).getByRole('textbox', { name: 'Meaning' }),
    ).toHaveValue('Mycket sömnbesvär');
    await reportDataEn.getByRole('button', { name: 'Add band' }).click();
    const third = reportDataEn.getByRole('group', { name: 'Band 3' });
    await expect(third.getByRole('spinbutton', { name: 'From' })).toHaveValue('10');
    await third.getByRole('spinbutton', { name: 'To' }).fill('12');
    await third.getByRole('textbox', { name: 'Meaning' }).fill('Svåra sömnbesvär');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    await page.reload();
    await expect(editorEn.locator('ol li')).toHaveText(['Wind down an hour before bed']);
    await expect(
      reportDataEn.getByRole('group', { name: 'Band 3' }).getByRole('textbox', { name: 'Meaning' }),
    ).toHaveValue('Svåra sömnbesvär');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({
      path: testInfo.outputPath('content-authoring-en-390.png'),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Preview' }).click();
    const previewEn = page.getByRole('dialog', { name: /Preview/ });
    await expect(previewEn.getByRole('heading', { level: 2, name: 'Sov bättre' })).toBeVisible();
    await expect(previewEn.locator('ol li')).toHaveText(['Wind down an hour before bed']);
    await expect(previewEn.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('content-preview-en-390.png') });
  });
});
