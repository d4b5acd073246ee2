import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's chromium (never a downloaded browser) against the platform as
 * `npm start` runs it, on a database created for the run (see browser/global-setup.ts).
 */
export default defineConfig({
  testDir: './browser',
  testMatch: '**/*.browser.ts',
  globalSetup: './browser/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    headless: true,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    // A click on something that never shows fails within half a minute instead of waiting out
    // the whole test.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
