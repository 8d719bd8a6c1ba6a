import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real built app: global-setup starts the built backend (which serves
 * frontend/dist) on a random port with a fresh SQLite database and an in-memory SMTP catcher.
 * Build first: `npm run build -w frontend && npm run build -w backend` (the Makefile does).
 * Set E2E_BASE_URL to test a server that is already running instead.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  // No retries: a journey that passes only on a second try hides a bug or a race in the test; fix it instead.
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    // Filled in by global-setup (process.env reaches the workers); tests use the `test` from ./support.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
