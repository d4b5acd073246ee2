import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { clientWebUrl, consoleAtPhoneWidth, consoleUrl, logIn } from './demo';
import {
  apiLogin,
  apiUrl,
  bearer,
  type ApiLogin,
  DEMO_SUBSCRIPTION_UUID,
  openAssessment,
} from './demo-api';

/**
 * The staff view of a report: the demo client's therapist (client-web) and the health coach
 * (console) open the client's PHQ-9 report and read every item with its answer and score, the
 * critical item 9 marked, the total and band, and the total over every round with the bands behind
 * it, as a chart and as a table.
 */

const ANSWERS_SV = ['Inte alls', 'Flera dagar', 'Mer än halva dagarna', 'Nästan varje dag'];
const ANSWERS_EN = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const ITEM_9_SV = 'Tankar på att det skulle vara bättre om du var död';
const ITEM_9_EN = 'Thoughts that you would be better off dead';

/** The serious and critical accessibility violations axe finds in `include`, by rule and target. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}

interface PlayerView {
  module_instance_id: number | null;
  page: {
    id: number;
    chapter_id: number;
    questions: { id: number; position: number; options: { id: number; value: number }[] }[];
  } | null;
}

/** The demo client's PHQ-9 reports (newest first). */
async function phq9Reports(
  request: APIRequestContext,
  client: ApiLogin,
  phq9Id: number,
): Promise<number[]> {
  const list = await request.get(apiUrl('/client/report/generated/list/sv'), {
    headers: bearer(client),
  });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { id: number; module_id: number }[])
    .filter((report) => report.module_id === phq9Id)
    .map((report) => report.id);
}

/**
 * At least two PHQ-9 rounds for the demo client, so the chart has a line: the seed holds one;
 * when no other test has added a second, the client does one more through the API (12 points,
 * item 9 "not at all") and the worker builds its report. The module is locked again afterwards,
 * as the seed has it.
 */
async function twoRounds(request: APIRequestContext): Promise<void> {
  const client = await apiLogin(request, 'client@example.com');
  const therapist = await apiLogin(request, 'therapist-premium@example.com');
  const { phq9Id, lock } = await openAssessment(request, client, therapist);
  try {
    const before = await phq9Reports(request, client, phq9Id);
    if (before.length >= 2) return;
    // A new round, as the client's "Börja om med en ny omgång" starts it.
    const shown = await request.post(
      apiUrl(`/client/page/new-instance/${DEMO_SUBSCRIPTION_UUID}/${phq9Id}/sv`),
      { headers: bearer(client) },
    );
    expect(shown.status()).toBe(201);
    const player = (await shown.json()) as PlayerView;
    const page = player.page;
    if (!page || player.module_instance_id === null) throw new Error('The PHQ-9 shows no page');
    const values = [2, 2, 2, 2, 1, 1, 1, 1, 0];
    const questions = [...page.questions].sort((a, b) => a.position - b.position);
    const answers = Object.fromEntries(
      questions.map((question, index) => [
        String(question.id),
        question.options.find((option) => option.value === values[index])?.id,
      ]),
    );
    const saved = await request.post(
      apiUrl(`/client/page/${DEMO_SUBSCRIPTION_UUID}/${phq9Id}/${page.chapter_id}/${page.id}/sv`),
      {
        headers: bearer(client),
        data: { module_instance_id: player.module_instance_id, answers },
      },
    );
    expect(saved.status()).toBe(200);
    await expect
      .poll(async () => (await phq9Reports(request, client, phq9Id)).length, { timeout: 60_000 })
      .toBeGreaterThan(before.length);
  } finally {
    await lock();
  }
}

/**
 * Opens the newest PHQ-9 report from the client page's reports and answers its drawer. Clicked
 * again while no drawer shows: the list is drawn again when its data arrives, and a click on the
 * first drawing's button was lost on a loaded CI machine.
 */
async function openNewestReport(
  page: Page,
  names: { region: string; button: RegExp; drawer: string },
): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: names.drawer });
  await expect(async () => {
    if ((await drawer.count()) === 0)
      await page
        .getByRole('region', { name: names.region })
        .getByRole('button', { name: names.button })
        .first()
        .click();
    await expect(drawer).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return drawer;
}

interface Texts {
  items: string;
  critical: RegExp;
  item9: string;
  answers: string[];
  scoreOf: RegExp;
  result: string;
  history: string;
  tableCaption: string;
  showTable: string;
  showChart: string;
  clientHeading: string;
}

const SV: Texts = {
  items: 'Svar fråga för fråga',
  critical: /^Kritisk fråga/,
  item9: ITEM_9_SV,
  answers: ANSWERS_SV,
  scoreOf: /^[0-3] av 3$/,
  result: 'Resultat',
  history: 'Totalpoäng över tid',
  tableCaption: 'Totalpoäng per omgång',
  showTable: 'Visa som tabell',
  showChart: 'Visa som diagram',
  clientHeading: 'Ditt resultat',
};

const EN: Texts = {
  items: 'Answers item by item',
  critical: /^Critical item/,
  item9: ITEM_9_EN,
  answers: ANSWERS_EN,
  scoreOf: /^[0-3] of 3$/,
  result: 'Result',
  history: 'Total score over time',
  tableCaption: 'Total score per round',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  clientHeading: 'Your result',
};

/**
 * What staff read in the open report: nine items each with an answer and its score, item 9 (and
 * only it) marked critical, the total and band, the chart with the five PHQ-9 bands behind the line
 * and the rounds' table (for screen readers beside the chart, in view on request).
 */
async function expectStaffReport(drawer: Locator, texts: Texts): Promise<void> {
  // The drawer loads the report: slow on a loaded machine.
  await expect(drawer.getByRole('heading', { level: 2 })).toContainText('PHQ-9', {
    timeout: 60_000,
  });
  await expect(drawer.getByText(texts.clientHeading, { exact: true })).toHaveCount(0);
  await expect(drawer.getByRole('heading', { name: texts.result })).toBeVisible();
  await expect(drawer.getByText(/ (av|of) 27$/)).toBeVisible();

  const items = drawer.getByRole('table', { name: texts.items });
  await expect(items).toBeVisible();
  const rows = items.getByRole('row');
  await expect(rows).toHaveCount(10);
  for (let item = 1; item <= 9; item += 1) {
    const cells = rows.nth(item).getByRole('cell');
    await expect(rows.nth(item).getByRole('rowheader')).toHaveText(String(item));
    expect(texts.answers).toContain((await cells.nth(1).innerText()).trim());
    await expect(cells.nth(2)).toHaveText(texts.scoreOf);
  }
  const item9 = rows.nth(9);
  await expect(item9).toContainText(texts.item9);
  await expect(item9.getByText(texts.critical)).toBeVisible();
  await expect(items.getByText(texts.critical)).toHaveCount(1);

  const history = drawer.getByRole('region', { name: texts.history });
  const chart = history.getByTestId('score-history-chart');
  await expect(chart.locator('.recharts-reference-area')).toHaveCount(5);
  // A line through at least two rounds. Not toBeVisible: two rounds of the same total draw a flat
  // line, whose box has no height, and Playwright counts an empty box as hidden.
  await expect(chart.locator('.recharts-line-curve')).toHaveAttribute('d', /^M[\d.,-]+L[\d.,-]+/);
  // The rounds' table is there for screen readers while the chart shows.
  const rounds = history.getByRole('table', { name: texts.tableCaption });
  await expect(rounds).toHaveCount(1);
  expect(await rounds.getByRole('row').count()).toBeGreaterThanOrEqual(3);
}

async function showAsTable(drawer: Locator, texts: Texts): Promise<void> {
  const history = drawer.getByRole('region', { name: texts.history });
  await history.getByRole('button', { name: texts.showTable }).click();
  await expect(history.getByTestId('score-history-chart')).toHaveCount(0);
  await expect(history.getByRole('table', { name: texts.tableCaption })).toBeVisible();
}

async function showAsChart(drawer: Locator, texts: Texts): Promise<void> {
  const history = drawer.getByRole('region', { name: texts.history });
  await history.getByRole('button', { name: texts.showChart }).click();
  await expect(history.getByTestId('score-history-chart')).toBeVisible();
}

test.describe('staff report', () => {
  test('the therapist opens the client’s PHQ-9 report: every item with answer and score, item 9 critical, the chart over the rounds and its table; sv and en, 1280 and 390 px; axe', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(420_000);
    await twoRounds(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'therapist-premium@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    await page
      .getByTestId('client-row')
      .filter({ hasText: 'Klara Karlsson' })
      .getByRole('link', { name: 'Klara Karlsson' })
      .click();
    await expect(page).toHaveURL(/\/therapist-premium\/client-report\/\d+$/);
    const drawer = await openNewestReport(page, {
      region: 'Rapporter',
      button: /^Öppna rapporten PHQ-9/,
      drawer: 'Rapport',
    });
    await expectStaffReport(drawer, SV);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('therapist-staff-report-sv-1280.png'),
      fullPage: true,
    });
    await showAsTable(drawer, SV);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('therapist-staff-report-table-sv-1280.png'),
      fullPage: true,
    });
    await showAsChart(drawer, SV);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(drawer.getByRole('table', { name: SV.items })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox?.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('therapist-staff-report-sv-390.png'),
      fullPage: true,
    });
    await drawer.getByRole('button', { name: 'Stäng rapporten' }).click();
    await expect(drawer).toHaveCount(0);

    // English.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'English' }).click();
    const english = await openNewestReport(page, {
      region: 'Reports',
      button: /^Open the report PHQ-9/,
      drawer: 'Report',
    });
    await expectStaffReport(english, EN);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('therapist-staff-report-en-1280.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await showAsTable(english, EN);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('therapist-staff-report-table-en-390.png'),
      fullPage: true,
    });
    await english.getByRole('button', { name: 'Close the report' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('region', { name: 'Rapporter' })).toBeVisible();
  });

  test('the health coach opens the same report in the console: items, item 9 critical, the chart and its table; sv and en, 1280 and 390 px; axe', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(420_000);
    await twoRounds(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(consoleUrl());
    await logIn(page, 'hc@example.com');
    await expect(page).toHaveURL(/\/clients$/);
    await page
      .getByTestId('client-row')
      .filter({ hasText: 'client@example.com' })
      .getByRole('link', { name: 'Klara Karlsson' })
      .click();
    await expect(page).toHaveURL(/\/hc\/client-report\/\d+$/);
    const drawer = await openNewestReport(page, {
      region: 'Rapporter',
      button: /^Öppna PHQ-9/,
      drawer: 'Rapport',
    });
    await expectStaffReport(drawer, SV);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('hc-staff-report-sv-1280.png'),
      fullPage: true,
    });
    await showAsTable(drawer, SV);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await showAsChart(drawer, SV);

    // At a phone's width, as a phone loads the page: open the report again.
    await consoleAtPhoneWidth(page);
    await openNewestReport(page, {
      region: 'Rapporter',
      button: /^Öppna PHQ-9/,
      drawer: 'Rapport',
    });
    await expect(drawer.getByRole('table', { name: SV.items })).toBeVisible({ timeout: 60_000 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('hc-staff-report-sv-390.png'),
      fullPage: true,
    });
    await drawer.getByRole('button', { name: 'Stäng' }).click();
    await expect(drawer).toHaveCount(0);

    // English.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Språk: Svenska' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const english = await openNewestReport(page, {
      region: 'Reports',
      button: /^Open PHQ-9/,
      drawer: 'Report',
    });
    await expectStaffReport(english, EN);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('hc-staff-report-en-1280.png'),
      fullPage: true,
    });
    await consoleAtPhoneWidth(page);
    await openNewestReport(page, { region: 'Reports', button: /^Open PHQ-9/, drawer: 'Report' });
    await expect(english.getByRole('table', { name: EN.items })).toBeVisible({ timeout: 60_000 });
    await showAsTable(english, EN);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('hc-staff-report-table-en-390.png'),
      fullPage: true,
    });
    await english.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await expect(page.getByRole('region', { name: 'Rapporter' })).toBeVisible();
  });
});
