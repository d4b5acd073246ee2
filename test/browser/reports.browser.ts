import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response, test } from '@playwright/test';
import { clientWebUrl, expectWelcome, logIn } from './demo';
import { apiLogin, apiUrl, bearer, openAssessment } from './demo-api';

const PHQ9_NAME = 'PHQ-9 – skattning av nedstämdhet';

const tenPointsWithItem9 = [
  'Mer än halva dagarna',
  'Mer än halva dagarna',
  'Mer än halva dagarna',
  'Mer än halva dagarna',
  'Flera dagar',
  'Inte alls',
  'Inte alls',
  'Inte alls',
  'Flera dagar',
];

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

const offerCall = (field: string) => (response: Response) =>
  response.request().method() === 'PUT' &&
  /\/client\/user\/offer-initiate\/\d+$/.test(response.url()) &&
  (response.request().postData() ?? '').includes(field);

test.describe('reports', () => {
  test('the demo client completes the PHQ-9 in the page player and reads its generated report: list, drawer, report page, therapist offer, sv and en', async ({
    page,
    request,
    context,
  }, testInfo) => {
    // Many steps, and the report comes from the worker: more than the default minute.
    test.setTimeout(180_000);
    const client = await apiLogin(request, 'client@example.com');
    const therapist = await apiLogin(request, 'therapist-premium@example.com');
    const { lock } = await openAssessment(request, client, therapist);

    try {
      await page.goto(clientWebUrl('/login'));
      await logIn(page, 'client@example.com');
      await expectWelcome(page, 'Välkommen, Klara');
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('link', { name: 'Mina program' })
        .click();
      await page.getByRole('link', { name: `Öppna ${PHQ9_NAME}` }).click();
      await expect(page).toHaveURL(/\/client\/module\/\d+\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: PHQ9_NAME })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Börja om med en ny omgång' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('phq9-module-sv.png'), fullPage: true });

      // Ten points: four items "more than half the days", item 5 and item 9 (thoughts of
      // self-harm) "several days", the rest "not at all".
      await page.getByRole('button', { name: 'Börja om med en ny omgång' }).click();
      const groups = page.getByRole('radiogroup');
      await expect(groups).toHaveCount(9);
      for (let item = 0; item < 9; item += 1) {
        await groups.nth(item).getByRole('radio', { name: tenPointsWithItem9[item] }).check();
      }
      expect(await seriousViolations(page)).toEqual([]);
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/client\/page\//.test(response.url()),
      );
      await page.getByRole('button', { name: 'Spara och fortsätt' }).click();
      const answer = (await (await saved).json()) as {
        module_instance_id: number;
        completed: boolean;
        crisis_message: string | null;
      };
      expect(answer).toMatchObject({ completed: true });
      expect(answer.crisis_message).toContain('112');

      // An item-9 answer above 0: the crisis text at once, with 112 and 1177 to call.
      const crisis = page.getByRole('alert').filter({ hasText: 'ring 112' });
      await expect(crisis).toBeVisible();
      await expect(crisis).toContainText('1177 Vårdguiden');
      await expect(crisis.getByRole('link', { name: 'Ring 112 (akut fara)' })).toHaveAttribute(
        'href',
        'tel:112',
      );
      await expect(crisis.getByRole('link', { name: 'Ring 1177 Vårdguiden' })).toHaveAttribute(
        'href',
        'tel:1177',
      );
      await page.screenshot({ path: testInfo.outputPath('crisis-text-sv.png') });
      await crisis.getByRole('button', { name: 'Jag har läst' }).click();
      await expect(crisis).toHaveCount(0);
      await expect(
        page.getByText('Bra jobbat! Du har gjort klart alla sidor i modulen.'),
      ).toBeVisible();
      // The worker builds the report; the player shows it once it is there.
      const ready = page.getByRole('alert').filter({ hasText: 'Din rapport är klar' });
      await expect(ready).toContainText(PHQ9_NAME, { timeout: 60_000 });
      const playerUrl = page.url();

      // Done, and the next round is not due: the module says when it opens and offers no new
      // round (the server would refuse one).
      await page.goto(playerUrl.replace(/\?.*$/, ''));
      await expect(page.getByText(/^Öppnas \d{4}-\d{2}-\d{2}$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Börja om med en ny omgång' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('phq9-not-due-sv.png'), fullPage: true });

      // The list: newest first, the new report unread.
      await page.goto(clientWebUrl('/client/reports'));
      await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Dina rapporter' });
      await expect(list.getByRole('listitem').first()).toContainText(PHQ9_NAME);
      await expect(list.getByRole('listitem').first()).toContainText('Oläst');
      await expect(page.getByText('1 oläst rapport')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('reports-list-sv.png'), fullPage: true });

      // Back in the player: the report opens in the drawer, 640 px wide, and is marked viewed.
      await page.goto(playerUrl);
      const viewed = page.waitForResponse(
        (response) => /\/client\/reports\/viewed\/\d+$/.test(response.url()) && response.ok(),
      );
      await page
        .getByRole('alert')
        .filter({ hasText: 'Din rapport är klar' })
        .getByRole('button', { name: 'Visa rapporten' })
        .click();
      const drawer = page.getByRole('dialog', { name: 'Rapport' });
      await expect(drawer.getByRole('heading', { level: 2, name: PHQ9_NAME })).toBeVisible();
      await viewed;
      const bar = drawer.getByRole('meter', { name: 'Resultat för Totalpoäng' });
      await expect(bar).toHaveAttribute('aria-valuenow', '37');
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(bar).toHaveAttribute('aria-valuetext', '10 av 27, Måttliga symtom');
      await expect(drawer.getByText('Nivå: Måttliga symtom')).toBeVisible();
      await expect(
        drawer.getByText('Måttliga depressiva symtom. Behandling bör övervägas.'),
      ).toBeVisible();
      expect((await drawer.boundingBox())?.width).toBeCloseTo(640, 0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath('report-drawer-sv.png'),
        animations: 'disabled',
      });
      await drawer.getByRole('button', { name: 'Stäng rapporten' }).click();
      await expect(drawer).toHaveCount(0);

      // Read now: the list marks nothing unread; the report page shows the same report.
      await page.goto(clientWebUrl('/client/reports'));
      await expect(page.getByText('Du har läst alla dina rapporter.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Dina rapporter' })).not.toContainText('Oläst');
      await page
        .getByRole('link', { name: new RegExp(PHQ9_NAME) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/client\/report\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: PHQ9_NAME })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Ditt resultat' })).toBeVisible();
      await expect(page.getByText('Nivå: Måttliga symtom')).toBeVisible();
      await expect(page.getByRole('meter', { name: 'Resultat för Totalpoäng' })).toHaveAttribute(
        'aria-valuenow',
        '37',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('report-page-sv.png'), fullPage: true });
      const reportId = Number(/\/client\/report\/(\d+)$/.exec(page.url())?.[1]);

      // The therapist offer: shown while the suggestTherapist cookie is "true".
      await expect(
        page.getByRole('region', { name: 'Vill du ha stöd av en terapeut?' }),
      ).toHaveCount(0);
      await context.addCookies([
        { name: 'suggestTherapist', value: 'true', url: clientWebUrl('/') },
      ]);
      await page.reload();
      const banner = page.getByRole('region', { name: 'Vill du ha stöd av en terapeut?' });
      await expect(banner).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const displayed = page.waitForResponse(offerCall('offer_display_at'));
      await banner.getByRole('button', { name: 'Läs mer' }).click();
      expect(await (await displayed).json()).toEqual({ status: 'Success' });
      const offer = page.getByRole('dialog', { name: 'Stöd av en terapeut' });
      await expect(offer).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath('therapist-offer-sv.png'),
        animations: 'disabled',
      });
      const accepted = page.waitForResponse(offerCall('offer_accepted_at'));
      await offer.getByRole('button', { name: 'Ja, kontakta mig' }).click();
      expect((await accepted).status()).toBe(200);
      const thanks = page.getByRole('dialog', { name: 'Tack!' });
      await expect(thanks).toBeVisible();
      await thanks.getByRole('button', { name: 'Stäng' }).click();
      await expect(thanks).toHaveCount(0);
      await expect(banner).toHaveCount(0);
      const stored = await request.get(apiUrl(`/client/report/generated/single/${reportId}`), {
        headers: bearer(client),
      });
      const report = (await stored.json()) as {
        module_instance_id: number;
        client_viewed_at: string | null;
        offer_display_at: string | null;
        offer_accepted_at: string | null;
      };
      expect(report.module_instance_id).toBe(answer.module_instance_id);
      expect(report.client_viewed_at).not.toBeNull();
      expect(report.offer_display_at).not.toBeNull();
      expect(report.offer_accepted_at).not.toBeNull();

      // The same report in English: interface and the report's own texts.
      await page.getByRole('button', { name: 'English' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'PHQ-9 – depression screening' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeVisible();
      await expect(page.getByText('Level: Moderate')).toBeVisible();
      await expect(page.getByRole('meter', { name: 'Result for Total score' })).toHaveAttribute(
        'aria-valuetext',
        '10 of 27, Moderate',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('report-page-en.png'), fullPage: true });
      await page.getByRole('button', { name: 'Svenska' }).click();
      await expect(page.getByRole('heading', { level: 1, name: PHQ9_NAME })).toBeVisible();

      // On a phone the drawer takes the whole width; the module page lists its reports.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(playerUrl.replace(/\?.*$/, ''));
      const reports = page.getByRole('region', { name: 'Dina rapporter' });
      // Newest first: today's report, above the seeded one of 15 days ago.
      await reports
        .getByRole('button', { name: new RegExp(`^Visa rapporten ${PHQ9_NAME} från `) })
        .first()
        .click();
      const phoneDrawer = page.getByRole('dialog', { name: 'Rapport' });
      await expect(phoneDrawer.getByText('Nivå: Måttliga symtom')).toBeVisible();
      expect((await phoneDrawer.boundingBox())?.width).toBeCloseTo(390, 0);
      await page.screenshot({ path: testInfo.outputPath('report-drawer-phone-sv.png') });
    } finally {
      await lock();
    }
  });
});
