import { seriousA11yViolations } from './support/a11y';
import { E2E_ADMIN } from './support/accounts';
import { onboardedConsultantInPage, registerCharityInPage } from './support/dashboardAccounts';
import { adminApi } from './support/signIn';
import { expect, test } from './support/test';

// Issue 18 (D18): a completed project is reviewed from the notification, the consultant replies, drafts a case
// study the charity approves, and both appear on the public profile. Axe on each new screen.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('reviews and case studies (issue 18)', () => {
  test('charity reviews from the notification, consultant replies and drafts a case study, charity approves; the profile shows both', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    // The consultant (this page) and a charity in its own browser context.
    await onboardedConsultantInPage(page, baseURL!);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { consultantProfile: { id: number } };
    const consultantId = me.consultantProfile.id;
    const charityContext = await browser.newContext({ baseURL });
    const charityPage = await charityContext.newPage();
    await registerCharityInPage(charityPage);
    const created = await charityPage.request.post('/api/projects', {
      data: { title: 'Reserves review', description: 'We would like a consultant to review our reserves policy before the board meets.', expertiseRequired: ['finance'], estimatedHours: 20, startDate: inDays(10), endDate: inDays(40) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;
    const admin = await adminApi(baseURL!);
    expect((await admin.post(`/api/projects/${projectId}/assign`, { data: { consultantId } })).status()).toBe(200);
    // The consultant marks it completed: both sides are asked to review.
    const completed = await page.request.patch(`/api/projects/${projectId}/status`, { data: { status: 'completed' } });
    expect(completed.status(), await completed.text()).toBe(200);

    // The charity follows the notification to the review form.
    await charityPage.goto('/charity-dashboard');
    const bell = charityPage.getByRole('banner').getByRole('button', { name: /^Notifications: / });
    // Open it once its page has loaded (assigned, completed and the review request), as a member would.
    await expect(bell).toHaveAccessibleName('Notifications: 3 unread notifications');
    await bell.click();
    const panel = charityPage.getByRole('region', { name: 'Notifications', exact: true });
    await panel.getByRole('link', { name: /"Reserves review" is completed: please review the consultant/ }).click();
    await expect(charityPage).toHaveURL(new RegExp(`/projects/${projectId}/review$`));
    const form = charityPage.getByRole('form', { name: 'Review the consultant' });
    await expect(form).toBeVisible();
    expect(await seriousA11yViolations(charityPage)).toEqual([]);
    for (const group of ['Expertise', 'Communication', 'Impact']) await form.getByRole('group', { name: group }).getByLabel('5').check();
    await form.getByLabel('Your review').fill('Morgan made our reserves policy clear to every trustee.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(charityPage.getByRole('status')).toContainText('Thank you, your review is saved.');

    // The consultant reviews too (both sent: published) and replies publicly.
    await page.goto(`/projects/${projectId}/review`);
    const consultantForm = page.getByRole('form', { name: 'Review working with the charity' });
    await consultantForm.getByRole('group', { name: 'Rating' }).getByLabel('4').check();
    await consultantForm.getByLabel('Your review').fill('A well prepared board, quick to answer questions.');
    await consultantForm.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Morgan made our reserves policy clear to every trustee.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your public reply' }).fill('Thank you, it was a pleasure to work with you.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(/Reply from the consultant: Thank you, it was a pleasure/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The consultant drafts a case study.
    await page.goto(`/projects/${projectId}/case-study`);
    const editor = page.getByRole('form', { name: 'Case study' });
    await editor.getByLabel('Title').fill('A reserves policy every trustee understands');
    await editor.getByLabel('Challenge').fill('Reserves had fallen for three years and nobody could say why.');
    await editor.getByLabel('Approach').fill('Monthly management accounts and a written reserves policy.');
    await editor.getByLabel('Outcome').fill('Three months of reserves restored within a year.');
    await editor.getByLabel('Figure 1 value').fill('3 months');
    await editor.getByLabel('Figure 1 label').fill('of reserves restored');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Send for the charity’s approval' }).click();
    await expect(page.getByRole('status')).toContainText('Waiting for the charity’s approval');

    // The charity sees the exact preview, chooses to be named and approves.
    await charityPage.goto(`/projects/${projectId}/case-study`);
    await expect(charityPage.getByRole('heading', { name: 'A reserves policy every trustee understands' })).toBeVisible();
    await charityPage.getByLabel(/Anonymised: A charity in Poverty relief/).check();
    await expect(charityPage.locator('.project-review__preview')).toContainText('A charity in Poverty relief');
    await charityPage.getByLabel(/Named: Riverside Food Bank/).check();
    expect(await seriousA11yViolations(charityPage)).toEqual([]);
    await charityPage.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(charityPage.getByRole('status')).toContainText('Published on your profile');

    // Both appear on the public profile, for a visitor.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/consultants/${consultantId}`);
    const reviews = visitorPage.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('Morgan made our reserves policy clear to every trustee.');
    await expect(reviews).toContainText('Thank you, it was a pleasure to work with you.');
    await expect(reviews).toContainText('1 review: an average shows from 3');
    await expect(reviews).not.toContainText('A well prepared board');
    const studies = visitorPage.getByRole('region', { name: 'Case studies' });
    await expect(studies.getByRole('heading', { name: 'A reserves policy every trustee understands' })).toBeVisible();
    await expect(studies).toContainText('Riverside Food Bank');
    expect(await seriousA11yViolations(visitorPage)).toEqual([]);

    // The admin's moderation screen lists it.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await adminPage.getByLabel('Username').fill(E2E_ADMIN.username);
    await adminPage.getByLabel('Password').fill(E2E_ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.waitForURL(/admin-dashboard|dual-role/);
    await adminPage.goto('/admin/reviews');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(adminPage.getByRole('main')).toContainText('Morgan made our reserves policy clear to every trustee.');
    expect(await seriousA11yViolations(adminPage)).toEqual([]);

    await admin.dispose();
    await Promise.all([charityContext.close(), visitor.close(), adminContext.close()]);
  });
});
