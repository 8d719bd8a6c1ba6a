import { request as playwrightRequest } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { E2E_ADMIN } from './support/accounts';
import { createOnboardedConsultant, uniqueSuffix } from './support/accountFactory';
import { waitForMail } from './support/mailbox';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/**
 * A visitor's introduction request (no account), as the public form sends it; returns its id. An introduction
 * need ends in the introduction mails (a project need ends in D8's assignment instead).
 */
async function requestIntroduction(baseURL: string, charityName: string, email: string): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const created = await api.post('/api/introduction-requests', {
      data: { charityName, contactName: 'Sam Lee', email, projectDescription: 'Help us write an HR handbook for our volunteers.', expertiseNeeded: 'hr', timeline: 'soon' },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).id as number;
  } finally {
    await api.dispose();
  }
}

/**
 * Issue 17 (D17), the whole path in the browser: an admin opens a need, reads why the first candidate ranks
 * first and shortlists two; the charity chooses one from the mailed link; the consultant accepts on their
 * dashboard; both find the introduction mail. Axe on each new screen.
 */
test('a need becomes a shortlist, a choice, an accepted match and an introduction', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const letters = uniqueSuffix().replace(/[0-9]/g, '');
  const charity = { name: `Hope Trust ${letters}`, email: `matching.${uniqueSuffix()}@example.org` };
  // Two HR consultants with long experience, available now (pre-listed consultants confirm availability).
  const first = await createOnboardedConsultant(baseURL!, 'Onboarded-Passw0rd!', { name: `Hana Reyes${letters}`, expertise: ['hr'], yearsExperience: 30 });
  const second = await createOnboardedConsultant(baseURL!, 'Onboarded-Passw0rd!', { name: `Ivo Marsh${letters}`, expertise: ['hr', 'legal'], yearsExperience: 30 });
  const requestId = await requestIntroduction(baseURL!, charity.name, charity.email);

  // The admin opens the need from the matching screen.
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // The 24-hour promise, measured on the admin dashboard (last 90 days).
  await expect(page.getByRole('heading', { level: 2, name: /^The 24-hour promise/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Matching figures' })).toContainText('Needs received');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Matching/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matching' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(`/admin/matching?kind=introduction&sourceId=${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Request from/ })).toBeVisible();

  // Why the first candidate ranks first: every factor with its points and sentence.
  const ranked = page.getByRole('list', { name: 'Ranked candidates' });
  const top = ranked.getByRole('listitem').first();
  await expect(top.getByRole('heading', { level: 3 })).toContainText(/^1\. /);
  await expect(top.getByRole('row', { name: /Expertise/ })).toContainText(/\+40.*Covers 1 of the 1 area you asked for/);
  await expect(top.getByRole('row', { name: /Available now/ })).toContainText('+15');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Shortlist the two, with a note for the first.
  await page.getByLabel(`Shortlist ${first.name}`).check();
  await page.getByLabel(`Shortlist ${second.name}`).check();
  await page.getByLabel(`Note to the charity about ${first.name} (optional)`).fill('Wrote three handbooks for charities like yours.');
  await page.getByRole('button', { name: 'Send shortlist' }).click();
  await expect(page.getByTestId('toast')).toContainText('Shortlist sent');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Shortlisted');

  // The charity chooses from the mailed link (no session needed).
  const shortlistMail = await waitForMail({ to: charity.email, subject: /shortlist/i });
  const link = /\/matches\/[A-Za-z0-9_-]{43}/.exec(shortlistMail.text)?.[0];
  expect(link, shortlistMail.text).toBeTruthy();
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByText('Wrote three handbooks for charities like yours.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Choose Hana' }).click();
  await expect(page.getByRole('button', { name: 'Choose Ivo' })).toHaveCount(0);

  // The consultant accepts on their dashboard.
  await signIn(page, first.username, first.password);
  await page.goto('/consultant-dashboard');
  const requests = page.getByRole('region', { name: 'Requests for you' });
  await expect(requests).toContainText(charity.name);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(requests).toContainText('No requests waiting for your answer.');

  // Both find the introduction mail, with the other side's e-mail.
  expect((await waitForMail({ to: charity.email, subject: /meet/i })).text).toContain(first.email);
  expect((await waitForMail({ to: first.email, subject: /meet/i })).text).toContain(charity.email);
});
