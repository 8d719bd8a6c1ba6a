import { request as playwrightRequest } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { onboardedConsultantInPage } from './support/dashboardAccounts';
import { signInAsAdmin } from './support/signIn';
import { expect, test } from './support/test';

/** Issue 18: the funnel for the team, and a consultant's own views and requests per month. */
test.describe('outcomes', () => {
  test('the admin opens the outcomes page from the navigation and sees the funnel', async ({ page, baseURL }) => {
    test.slow(); // a sign-in, the lazy admin chunk and a reload
    // A visitor's search, so the first bar has something in it.
    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get('/api/consultants')).status()).toBe(200);
    await visitor.dispose();

    await signInAsAdmin(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Outcomes' }).click();
    await expect(page).toHaveURL(/\/admin\/outcomes$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Outcomes' })).toBeVisible();

    const funnel = main.getByRole('figure', { name: /From search to reviewed work/ });
    const steps = funnel.getByRole('listitem');
    await expect(steps).toHaveCount(9);
    await expect(steps.first()).toContainText('Directory searches');
    await expect(steps.first().locator('.outcomes-funnel__value')).not.toHaveText('0');
    await expect(steps.nth(1)).toContainText('Profile views');
    await expect(main.getByRole('heading', { name: 'Time to match and to completion' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Fill rate by expertise' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The filters live in the address, so the view can be shared and survives a reload.
    await main.locator('label', { hasText: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/days=30/);
    await main.getByLabel('Expertise').selectOption('finance');
    await expect(page).toHaveURL(/expertise=finance/);
    await page.reload();
    await expect(page.getByRole('main').getByLabel('Expertise')).toHaveValue('finance');
    await expect(page.getByRole('main').getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await expect(page.getByRole('main').getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/outcomes?days=30&format=csv');
  });

  test('a consultant sees their profile views and introduction requests per month on the dashboard', async ({ page, baseURL }) => {
    test.slow(); // a whole onboarding through the API first
    await onboardedConsultantInPage(page, baseURL!);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { consultantProfile: { id: number } };
    // A visitor opens the profile twice today: one view.
    const visitor = await playwrightRequest.newContext({ baseURL, userAgent: 'Outcomes E2E Visitor' });
    for (let i = 0; i < 2; i += 1) expect((await visitor.get(`/api/consultants/${me.consultantProfile.id}`)).status()).toBe(200);
    await visitor.dispose();

    await page.goto('/consultant-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible({ timeout: 30_000 });
    const card = page.getByRole('region', { name: 'Profile views and introduction requests' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('group', { name: 'Profile views' })).toContainText('1');
    await expect(card.getByRole('group', { name: 'Introduction requests' })).toContainText('0');
    const thisMonth = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(card.getByRole('row', { name: new RegExp(`^${thisMonth} 1 0$`) })).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(13);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
