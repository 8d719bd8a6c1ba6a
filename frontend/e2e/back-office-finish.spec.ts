import { request as playwrightRequest } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { registerCharity, uniqueSuffix, type TestAccount } from './support/accountFactory';
import { adminApi, signInAsAdmin, submitSignIn } from './support/signIn';
import { expect, test } from './support/test';

/** Issue 16, the last round: one Add Consultant screen, Manage Membership, and the polish items. */

/** An admin activates the charity's membership through the API (the request flow of D9). */
async function activeMembership(baseURL: string, charity: TestAccount): Promise<void> {
  const member = await playwrightRequest.newContext({ baseURL });
  const admin = await adminApi(baseURL);
  try {
    expect((await member.post('/api/auth/login', { data: { username: charity.username, password: charity.password } })).status()).toBe(200);
    const asked = await member.post('/api/membership/requests', { data: { type: 'activate' } });
    expect(asked.status(), await asked.text()).toBe(201);
    const activated = await admin.post(`/api/admin/membership-requests/${(await asked.json()).id}/activate`);
    expect(activated.status(), await activated.text()).toBe(200);
  } finally {
    await member.dispose();
    await admin.dispose();
  }
}

test.describe('issue 16: finishing the back office and the members\' screens', () => {
  test('the three ways to add a consultant are one screen with two forms and the onboarding list', async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Create Consultant Account' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Pre-Listed Consultants' })).toHaveCount(0);
    // Logout comes last, after Back to Main Site, apart from the groups.
    const footer = nav.locator('.admin-nav__footer');
    await expect(footer.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await nav.locator('.admin-nav__footer ~ *').count()).toBe(0);

    await page.goto('/admin/create-consultant');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Consultant' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Full consultant account', selected: true })).toBeVisible();
    await expect(page.getByLabel('Previous experience')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consultants still onboarding' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Pre-listed consultant' }).click();
    await expect(page).toHaveURL(/\/admin\/create-pre-listed-consultant$/);
    await expect(page.getByRole('button', { name: 'Generate' })).toBeVisible();

    await page.goto('/admin/pre-listed-consultants');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Consultant' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consultants still onboarding' })).toBeInViewport();
  });

  test('a member asks to change tier from Manage Membership; an admin approves it and the card shows the new tier', async ({ page, browser, baseURL }) => {
    test.slow();
    const charity = await registerCharity(baseURL!, 'tierchange');
    await activeMembership(baseURL!, charity);

    await submitSignIn(page, charity.username, charity.password);
    await expect(page).toHaveURL(/\/charity-dashboard$/);
    const membership = page.getByRole('main').locator('.membership-card');
    await expect(membership).toContainText('Small Organization');
    await expect(membership).toContainText('Renewal date');
    await membership.getByRole('button', { name: 'Manage Membership' }).click();
    await membership.getByRole('radio', { name: /Medium Organization/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await membership.getByRole('button', { name: 'Request Tier Change' }).click();
    await expect(membership.getByRole('status')).toContainText('Your request to move to the Medium Organization tier');

    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    try {
      await signInAsAdmin(adminPage);
      await adminPage.goto('/admin/membership-requests');
      const row = adminPage.getByRole('row').filter({ hasText: charity.email });
      await expect(row.first()).toContainText('Change Tier');
      await expect(row.first()).toContainText('to Medium Organization');
      expect(await seriousA11yViolations(adminPage)).toEqual([]);
      await row.first().getByRole('button', { name: /Approve tier change/ }).click();
      await expect(adminPage.getByTestId('toast')).toContainText('Membership updated');
    } finally {
      await adminContext.close();
    }

    await page.reload();
    await expect(membership).toContainText('Medium Organization');
    await expect(membership).toContainText('£249 per month');
    await expect(membership).toContainText('10% on consultant rates');
    await expect(membership.getByRole('status')).toHaveCount(0);
  });

  test('on a phone the login toast stays clear of the menu button', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'phone');
    await page.setViewportSize({ width: 375, height: 700 });
    await submitSignIn(page, charity.username, charity.password);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login successful');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    const [a, b] = [await toast.boundingBox(), await menu.boundingBox()];
    const overlaps = !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  });

  test('the audit log filters by en-GB dates, and recent activity lists a pricing enquiry', async ({ page, baseURL }) => {
    const organisation = `Harbour Trust ${uniqueSuffix()}`;
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      const sent = await api.post('/api/pricing-enquiry', {
        data: { fullName: 'Lee Park', organisationName: organisation, email: `lee.${uniqueSuffix()}@example.org`, supportNeeded: 'Membership for a small trust' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    } finally {
      await api.dispose();
    }
    await signInAsAdmin(page);
    const overview = page.getByRole('main');
    await expect(overview).toContainText('Pricing enquiry');
    await expect(overview).toContainText(organisation);

    await page.goto('/admin/audit-log');
    const from = page.getByLabel('From');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await from.fill('01/01/2026');
    await from.press('Enter');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    await page.reload();
    await expect(page.getByLabel('From')).toHaveValue('01/01/2026');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
