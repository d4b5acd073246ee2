import { expect, test } from '@playwright/test';
import { clientWebUrl, expectWelcome } from './demo';

const PERSONAL_NUMBER_LABEL = 'Personnummer (12 siffror, ÅÅÅÅMMDDNNNN)';

test.describe('e-ID login through the embedded issuer', () => {
  test('logs a known client in by personal identity number', async ({ page }) => {
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('link', { name: 'Logga in med e-legitimation' }).click();
    await expect(
      page.getByRole('heading', { name: 'Testinloggning med e-legitimation' }),
    ).toBeVisible();
    await page.getByLabel(PERSONAL_NUMBER_LABEL).fill('199001012385');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectWelcome(page, 'Välkommen, Klara');
  });

  test('refuses a person with protected identity, in the specification’s words', async ({
    page,
  }) => {
    await page.goto(clientWebUrl('/login'));
    await page.getByRole('link', { name: 'Logga in med e-legitimation' }).click();
    await page.getByLabel(PERSONAL_NUMBER_LABEL).fill('190001010016');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Användaren har skyddad identitet');
  });
});
