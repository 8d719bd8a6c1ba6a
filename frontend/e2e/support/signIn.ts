import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';

/**
 * Every way a spec signs in, in one place: through the sign-in form (as a persona or as the seeded admin),
 * or through the API for setup that needs no browser.
 */

/** Fills and sends the sign-in form; the caller asserts where (or whether) it leads. */
export async function submitSignIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a persona in through the form and waits until the app has left /login. */
export async function signIn(page: Page, username: string, password: string) {
  await submitSignIn(page, username, password);
  // Wait for the sign-in to land before the next navigation, or that navigation races the login request.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs the seeded admin in through the form; an admin lands on the admin dashboard. */
export async function signInAsAdmin(page: Page) {
  await submitSignIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

/** A request context (no browser) signed in as the seeded admin, for setup through the admin API. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** Signs the page's own browser context in through the API (page.request shares the page's cookies). */
export async function signInInPage(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}
