import { seriousA11yViolations } from './support/a11y';
import { onboardedConsultantInPage, registerCharityInPage } from './support/dashboardAccounts';
import { expect, test } from './support/test';

test.describe('dashboards', () => {
  test('a newly registered charity sees its welcome, zero counts and membership status', async ({ page }) => {
    const charity = await registerCharityInPage(page);

    await page.goto('/charity-dashboard');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Welcome back, ${charity.name.split(' ')[0]}` })).toBeVisible();
    for (const label of ['Total Projects', 'Pending', 'Active', 'Completed']) {
      await expect(main.getByRole('group', { name: label })).toContainText('0');
    }
    const membership = main.locator('.membership-card');
    await expect(membership.getByRole('heading', { name: 'Membership Status' })).toBeVisible();
    await expect(membership).toContainText('Small Organization');
    await expect(membership).toContainText('Inactive');
    await expect(main.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('No active projects')).toBeVisible();
    await expect(main.getByRole('link', { name: 'New Project Request' })).toHaveAttribute('href', '/project-request');

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a visitor opening the charity dashboard is sent to login with the way back', async ({ page }) => {
    await page.goto('/charity-dashboard');

    await expect(page).toHaveURL(/\/login\?redirect=%2Fcharity-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
  });

  test('an onboarded consultant switches availability off and it stays off', async ({ page, baseURL }) => {
    const consultant = await onboardedConsultantInPage(page, baseURL!);

    await page.goto('/consultant-dashboard');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible();
    await expect(main.getByText(consultant.name, { exact: true })).toBeVisible();
    await expect(main.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('group', { name: 'Total Projects' })).toContainText('0');
    const availability = main.getByRole('switch', { name: 'Availability' });
    await expect(availability).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await availability.click();

    await expect(page.getByTestId('toast')).toContainText('Availability updated successfully');
    await expect(availability).not.toBeChecked();
    const saved = await page.request.get('/api/auth/user');
    expect(((await saved.json()) as { consultantProfile: { availability: boolean } }).consultantProfile.availability).toBe(false);

    await page.reload();
    await expect(page.getByRole('main').getByRole('switch', { name: 'Availability' })).not.toBeChecked();
  });

  test('a consultant edits their profile', async ({ page, baseURL }) => {
    await onboardedConsultantInPage(page, baseURL!);
    await page.goto('/consultant-dashboard');
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Years of Experience').fill('15');
    await main.getByLabel('Specialisations').fill('Audit committees and reserves policy');
    await main.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByTestId('toast')).toContainText('Profile updated successfully');
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(main.getByText('15 years')).toBeVisible();
    await expect(main.getByText('Audit committees and reserves policy')).toBeVisible();
  });

  test('a charity opening the consultant dashboard is told it is for consultants', async ({ page }) => {
    await registerCharityInPage(page);

    await page.goto('/consultant-dashboard');

    await expect(page.getByText('Access Denied: This page is only accessible to consultants.')).toBeVisible();
  });
});
