import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { consoleUrl, logIn } from './demo';
import { apiLogin, apiUrl, bearer } from './demo-api';

/** The serious and critical accessibility violations axe finds on the whole page (app bar and
 * menu included), by rule and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
    );
}

/** The console's address of a path, as the history-mode router serves it. */
function consolePath(path: string): string {
  return new URL(path, consoleUrl()).toString();
}

/** Creates published modules through the API (the seed has too few for this test). */
async function createModules(request: APIRequestContext, names: string[]): Promise<void> {
  const admin = await apiLogin(request, 'admin@example.com');
  for (const name of names) {
    const response = await request.post(apiUrl('/api/modules'), {
      headers: bearer(admin),
      data: { type: 'module', name, is_published: true, language: 'sv' },
    });
    expect(response.status()).toBe(201);
  }
}

/** Picks a module in the editor's module picker and adds it. */
async function addModule(page: Page, modules: Locator, name: string): Promise<void> {
  await modules.getByRole('combobox', { name: 'Välj en modul att lägga till' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await modules.getByRole('button', { name: 'Lägg till', exact: true }).click();
}

/** Drags an item of a sortable list onto another by their handles, as a mouse would. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('A drag handle is not on the page');
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(100);
  // Past dnd-kit's 4 px activation distance, then onto the target, slowly enough for React.
  await page.mouse.move(x, start.y + start.height / 2 - 10, { steps: 5 });
  await page.waitForTimeout(150);
  await page.mouse.move(x, end.y, { steps: 25 });
  await page.waitForTimeout(300);
  await page.mouse.up();
}

test('an admin creates a program with three modules, reorders, saves, distributes, finds and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  const stamp = Date.now();
  const [first, second, third, fourth] = ['Andning', 'Balans', 'Chans', 'Dygn'].map(
    (word) => `${word} ${stamp}`,
  );
  await createModules(request, [first, second, third, fourth]);
  const programName = `Programtest ${stamp}`;

  await page.goto(consoleUrl());
  await logIn(page, 'admin@example.com');
  await expect(page.getByRole('menuitem', { name: 'Program' })).toBeVisible();

  // The list, then the add button.
  await page.goto(consolePath('/admin/programs/list'));
  await expect(page.getByRole('columnheader', { name: 'Prenumerationsmodell' })).toBeVisible();
  await expect(page.getByTestId('section-spinner')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Lägg till program' }).click();
  await expect(page).toHaveURL(/\/admin\/programs\/add$/);

  // The editor: fields, three modules, one dragged to the top.
  const save = page.getByRole('button', { name: 'Skapa' });
  // The editor's chunk (with the drag-and-drop library) loads on first use: on a dev server that
  // has not bundled it yet, that can take a reload.
  await expect(save).toBeDisabled({ timeout: 60_000 });
  await page.getByLabel('Namn').fill(programName);
  await page.getByRole('combobox', { name: /Längd/ }).click();
  await page.getByRole('option', { name: '8 veckor' }).click();
  await page.getByRole('combobox', { name: /Prenumerationsmodell/ }).click();
  await page.getByRole('option', { name: 'Självstudier' }).click();
  const modules = page.getByRole('region', { name: 'Moduler' });
  await modules.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expect(modules.getByText('Välj en modul', { exact: true })).toBeVisible();
  for (const name of [first, second, third]) await addModule(page, modules, name);
  const items = modules.getByTestId('program-item');
  await expect(items).toHaveText([first, second, third]);
  // A drag on a loaded machine sometimes ends before dnd-kit has measured the list: drag again
  // (dragging the third module onto the first is the same move whatever the order).
  await expect(async () => {
    await drag(
      page,
      modules.getByRole('button', { name: `Dra för att flytta ${third}` }),
      modules.getByRole('button', { name: `Dra för att flytta ${first}` }),
    );
    await expect(items).toHaveText([third, first, second], { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/admin\/programs\/edit\/\d+$/);
  const programId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByLabel('Namn')).toHaveValue(programName);
  await expect(items).toHaveText([third, first, second]);
  // Named: the subscription model is locked.
  await expect(page.getByRole('combobox', { name: /Prenumerationsmodell/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A module added in edit mode: the save asks whether to distribute it.
  await addModule(page, modules, fourth);
  await page.getByRole('button', { name: 'Spara' }).click();
  const question = page.getByRole('dialog', {
    name: 'Lägga till de nya modulerna i befintliga prenumerationer?',
  });
  await expect(question).toContainText('De läggs till som stängda');
  // Every dialog is 500 px wide (the console's theme).
  expect((await question.boundingBox())?.width).toBe(500);
  await question.getByRole('button', { name: 'Ja, lägg till' }).click();
  await expect(page.getByText('Programmet har sparats')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/programs/edit/${programId}$`));
  await page.screenshot({ path: testInfo.outputPath('program-editor.png'), fullPage: true });

  // Found in the list by the search (Enter), then deleted.
  await page.goto(consolePath('/admin/programs/list'));
  const search = page.getByRole('searchbox', { name: 'Sök' });
  await search.fill(programName);
  await search.press('Enter');
  // Only the program searched for remains (the header row and its row).
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: programName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${third}, ${first}, ${second}, ${fourth}`);
  await expect(row).toContainText('56 dagar');
  await expect(row).toContainText('Självstudier');
  await page.screenshot({ path: testInfo.outputPath('program-list.png'), fullPage: true });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ta bort', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort program?' });
  await expect(confirm).toContainText('Vill du ta bort 1 valt program?');
  expect((await confirm.boundingBox())?.width).toBe(500);
  await confirm.getByRole('button', { name: 'Ja, ta bort' }).click();
  await expect(page.getByText('Valda program har tagits bort')).toBeVisible();
  await expect(page.getByText('Det finns inga program att visa')).toBeVisible();
  const gone = await request.get(apiUrl(`/api/admin/programs/${programId}`), {
    headers: bearer(await apiLogin(request, 'admin@example.com')),
  });
  expect(gone.status()).toBe(404);
});
