import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.SEED_PASSWORD ?? 'Sinnro-demo-2026';

export function clientWebUrl(path = '/'): string {
  return new URL(path, process.env.SINNRO_CLIENT_URL).toString();
}

export function consoleUrl(): string {
  return process.env.SINNRO_CONSOLE_URL as string;
}

/** Fills and sends a login form as a person would: by its visible labels. */
export async function logIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  labels = { email: 'E-post', password: 'Lösenord', submit: 'Logga in' },
): Promise<void> {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

export async function expectWelcome(page: Page, greeting: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
}

/**
 * The console at a phone's width, as a phone loads it. Narrowing an open page is not enough: the
 * wide layout's open menu becomes a drawer over the page that leaves the page hidden from
 * assistive technology (react-admin's sidebar on a resize), which a phone never sees.
 */
export async function consoleAtPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
}
