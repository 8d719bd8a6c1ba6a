import { E2E_ADMIN } from './support/accounts';
import { seriousA11yViolations } from './support/a11y';
import { registerCharityInPage } from './support/dashboardAccounts';
import { expect, test } from './support/test';

const HOME_HEADING = 'Senior charity expertise, exactly when you need it';

test.describe('foundation', () => {
  test('a visitor sees the shared header and footer on the home page', async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'CharityBridge' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Pricing', 'Consultants']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Matched' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CharityBridge. All rights reserved.`);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page).toHaveTitle('CharityBridge');
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });

  test('the admin signs in, is sent to the admin dashboard and signs out from the keyboard onto the home page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Login successful');
    const menuButton = page.getByRole('button', { name: /^Welcome back, .+/ });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

    // The account menu works without a mouse: open, move to "Log out", activate.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dashboard', exact: true })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Consultant Applications' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('toast')).toContainText('Logged out');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    // The session really ended on the server.
    const userCheck = await page.request.get('/api/auth/user');
    expect(userCheck.status()).toBe(401);
  });

  test('a charity logs out from its dashboard and lands on the home page, not on login', async ({ page }) => {
    const charity = await registerCharityInPage(page);
    await page.goto('/charity-dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: `Welcome back, ${charity.name.split(' ')[0]}` })).toBeVisible();

    await page.getByRole('button', { name: `Welcome back, ${charity.name.split(' ')[0]}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page.getByTestId('toast')).toContainText('Logged out');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    // The reload 100 ms later keeps it there.
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  for (const path of ['/', '/login']) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
