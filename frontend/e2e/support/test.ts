import { test as base, expect } from '@playwright/test';
import { readState } from './state';

/**
 * Playwright's `test` with the baseURL of the server global-setup started (random port), so specs
 * can simply `page.goto('/login')`.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const baseURL = process.env.E2E_BASE_URL ?? readState()?.baseURL;
    if (!baseURL) throw new Error('No e2e server: global-setup did not run.');
    await use(baseURL);
  },
});

export { expect };
