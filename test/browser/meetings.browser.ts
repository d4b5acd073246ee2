import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';

/** The seeded demo meeting between Klara and Petra that ended two days ago. */
const ENDED_MEETING = 'sinnro-demo-ended';

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

/** YYYY-MM-DD of a local day some days ahead, on a Wednesday (never a weekend edge). */
function futureWednesday(weeksAhead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + weeksAhead * 7 + ((3 - day.getDay() + 7) % 7));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** How many weeks (Monday to Monday) lie between this week and the week of the date. */
function weeksUntil(date: string): number {
  const monday = (day: Date) => {
    const start = new Date(day);
    start.setHours(0, 0, 0, 0);
    start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
    return start;
  };
  const weekMs = 7 * 24 * 3_600_000;
  return Math.round(
    (monday(new Date(`${date}T12:00:00`)).getTime() - monday(new Date()).getTime()) / weekMs,
  );
}

test.describe('meetings', () => {
  test('the meeting room of an ended meeting says so, in Swedish and then in English, without the client frame', async ({
    page,
  }, testInfo) => {
    await page.goto(clientWebUrl('/login'));
    await logIn(page, 'client@example.com');
    await expectWelcome(page, 'Välkommen, Klara');

    await page.goto(clientWebUrl(`/meeting/${ENDED_MEETING}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Möte' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Mötet har redan avslutats');
    // No header bar, side menu or bottom tab bar in the meeting room.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('meeting-ended-sv.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('The meeting has already ended');
    await page.screenshot({ path: testInfo.outputPath('meeting-ended-en.png'), fullPage: true });

    await page.goto(clientWebUrl('/meeting/no-such-meeting'));
    await expect(page.getByRole('alert')).toHaveText('The meeting could not be found');
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('alert')).toHaveText('Mötet kunde inte hittas');
  });

  test('the therapist books a meeting in /calendar; the client sees it in /client/meetings and cancels it', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const date = futureWednesday(3);
    const therapistContext = await browser.newContext();
    const therapist = await therapistContext.newPage();
    await therapist.goto(clientWebUrl('/login'));
    await therapist.getByRole('tab', { name: 'Terapeut' }).click();
    await logIn(therapist, 'therapist-premium@example.com');
    await expect(therapist).toHaveURL(/\/clients$/);

    // The calendar is in the specialists' menu.
    await therapist.getByRole('link', { name: 'Kalender', exact: true }).click();
    await expect(therapist).toHaveURL(/\/calendar$/);
    await expect(therapist.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    await therapist.getByRole('button', { name: 'Boka möte' }).click();
    const dialog = therapist.getByRole('dialog', { name: 'Boka ett videomöte' });
    await expect(dialog).toBeVisible();
    // Nothing chosen: the form says what is missing.
    await dialog.getByRole('button', { name: 'Boka', exact: true }).click();
    await expect(dialog.getByText('Välj en klient')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Klient' }).click();
    await therapist.getByRole('option', { name: /Klara/ }).click();
    await dialog.getByLabel('Datum').fill(date);
    await dialog.getByLabel('Tid').fill('13:30');
    await dialog.getByRole('combobox', { name: 'Längd' }).click();
    await therapist.getByRole('option', { name: '25 minuter' }).click();
    await therapist.screenshot({ path: testInfo.outputPath('calendar-book-sv.png') });
    expect(await seriousViolations(therapist)).toEqual([]);
    await dialog.getByRole('button', { name: 'Boka', exact: true }).click();
    await expect(therapist.getByText('Mötet är bokat.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const booked = therapist.getByRole('listitem').filter({ hasText: 'Med Klara Karlsson' });
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText('13:30');
    await therapist.screenshot({
      path: testInfo.outputPath('calendar-week-sv.png'),
      fullPage: true,
    });
    expect(await seriousViolations(therapist)).toEqual([]);

    const client = await (await browser.newContext()).newPage();
    await client.goto(clientWebUrl('/login'));
    await logIn(client, 'client@example.com');
    await expectWelcome(client, 'Välkommen, Klara');
    await client.goto(clientWebUrl('/client/meetings'));
    await expect(client.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    const upcoming = client.getByRole('region', { name: 'Kommande' });
    const mine = upcoming.getByRole('listitem').filter({ hasText: '13:30' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Med Petra Berg');
    await expect(mine).toContainText('25 min');
    // The ended demo meeting is among the past ones.
    await expect(client.getByRole('region', { name: 'Tidigare' })).toContainText('Avslutat');
    await client.screenshot({
      path: testInfo.outputPath('client-meetings-sv.png'),
      fullPage: true,
    });
    expect(await seriousViolations(client)).toEqual([]);

    await mine.getByRole('button', { name: 'Avboka' }).click();
    const confirm = client.getByRole('dialog', { name: 'Avboka mötet?' });
    await confirm.getByLabel('Anledning (valfritt)').fill('Jag är bortrest');
    await client.screenshot({ path: testInfo.outputPath('client-cancel-dialog-sv.png') });
    await confirm.getByRole('button', { name: 'Ja, avboka' }).click();
    await expect(client.getByText('Mötet är avbokat.')).toBeVisible();
    await expect(upcoming.getByRole('listitem').filter({ hasText: '13:30' })).toHaveCount(0);
    await expect(client.getByRole('region', { name: 'Tidigare' })).toContainText(
      'Anledning: Jag är bortrest',
    );

    await therapist.reload();
    for (let week = 0; week < weeksUntil(date); week += 1) {
      await therapist.getByRole('button', { name: 'Nästa vecka' }).click();
    }
    await expect(
      therapist.getByRole('listitem').filter({ hasText: 'Med Klara Karlsson' }),
    ).toContainText('Avbokat');
    await therapistContext.close();
  });
});
