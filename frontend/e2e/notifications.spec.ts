import { seriousA11yViolations } from './support/a11y';
import { onboardedConsultantInPage, registerCharityInPage } from './support/dashboardAccounts';
import { adminApi } from './support/signIn';
import { expect, test } from './support/test';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('notification centre (issue 16)', () => {
  test('a consultant sees the bell count rise when a charity messages them and when an introduction request names them', async ({ page, browser, baseURL }) => {
    await onboardedConsultantInPage(page, baseURL!);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { consultantProfile: { id: number } };
    const consultantId = me.consultantProfile.id;

    // A charity (its own browser context) asks for a project; the admin assigns this consultant to it.
    const charityContext = await browser.newContext({ baseURL });
    const charityPage = await charityContext.newPage();
    await registerCharityInPage(charityPage);
    const created = await charityPage.request.post('/api/projects', {
      data: { title: 'Budget review', description: 'We would like a consultant to review our budget for next year, line by line.', expertiseRequired: ['finance'], estimatedHours: 20, startDate: inDays(10), endDate: inDays(40) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;
    const admin = await adminApi(baseURL!);
    expect((await admin.post(`/api/projects/${projectId}/assign`, { data: { consultantId } })).status()).toBe(200);
    await admin.dispose();

    await page.goto('/consultant-dashboard');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications: / });
    await expect(bell).toHaveAccessibleName('Notifications: 1 unread notification');

    const message = await charityPage.request.post(`/api/projects/${projectId}/messages`, { data: { content: 'Hello, when can we start?' } });
    expect(message.status()).toBe(201);
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications: 2 unread notifications');

    const introduction = await page.request.post('/api/introduction-requests', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { charityName: 'Hillside Hospice', contactName: 'Alex Kim', email: 'alex.kim@example.org', projectDescription: 'Finance systems review', expertiseNeeded: 'finance', timeline: 'soon', consultantId },
    });
    expect(introduction.status(), await introduction.text()).toBe(201);
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications: 3 unread notifications');

    // From the keyboard: open, read, follow a link.
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Alex Kim \(Hillside Hospice\) asked to be introduced to you about Finance/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /New message from Priya in "Budget review"/ })).toHaveAttribute('href', `/projects/${projectId}`);
    await expect(panel.getByRole('link', { name: /You are now the consultant on "Budget review" for Riverside Food Bank/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(bell).toHaveAccessibleName('Notifications: 0 unread notifications');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await charityContext.close();
  });

  test('a member changes their password in Account Settings; the old one no longer signs in', async ({ page, browser, baseURL }) => {
    const charity = await registerCharityInPage(page);
    await page.goto('/charity-dashboard');
    await page.getByRole('banner').getByRole('button', { name: /^Welcome back, Priya$/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);

    await page.getByLabel('Your current password').fill('Charity-Passw0rd!');
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Passw0rd!');
    await page.getByLabel('Confirm new password').fill('Brand-New-Passw0rd!');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByTestId('toast')).toContainText('Password updated');

    const other = await browser.newContext({ baseURL });
    try {
      expect((await other.request.post('/api/auth/login', { data: { username: charity.username, password: 'Charity-Passw0rd!' } })).status()).toBe(401);
      expect((await other.request.post('/api/auth/login', { data: { username: charity.username, password: 'Brand-New-Passw0rd!' } })).status()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
