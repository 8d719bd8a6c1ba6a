import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { waitForMail } from './support/mailbox';
import { withE2eDatabase } from './support/e2eDatabase';
import { expect, test } from './support/test';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Rows of page_visits for one visitor, read from the SQLite file of the backend global-setup started. */
function visitsOf(visitorId: string): { page: string }[] {
  return withE2eDatabase((db) => db.prepare('SELECT page FROM page_visits WHERE visitorId = ? ORDER BY id').all(visitorId) as { page: string }[]);
}

async function submit(page: Page, form: ReturnType<Page['getByRole']>, button: string) {
  await form.getByRole('button', { name: button }).click();
}

test.describe('public site', () => {
  test('each public page passes axe and has its own title', async ({ page }) => {
    const pages: [string, string][] = [
      ['/', 'CharityBridge'],
      ['/about', 'About Us | CharityBridge'],
      ['/pricing', 'Pricing | CharityBridge'],
      ['/get-matched', 'Get Matched | CharityBridge'],
      ['/book-a-call', 'Book a Call | CharityBridge'],
      ['/waiting-list', 'Join the Waiting List | CharityBridge'],
    ];
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    expect(descriptions.size).toBe(pages.length);
  });

  test('a visitor first load makes no failing /api/auth/user call and logs no console error', async ({ page }) => {
    const errors: string[] = [];
    const userChecks: number[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('response', (response) => new URL(response.url()).pathname === '/api/auth/user' && userChecks.push(response.status()));
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(userChecks).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the pricing switch changes every price, and works from the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const tiers = page.getByRole('list', { name: 'Membership tiers' });
    await expect(tiers).toContainText('£129 per month');
    await expect(tiers).toContainText('£249 per month');
    await expect(tiers).toContainText('£479 per month');

    const toggle = page.getByRole('switch', { name: 'Annual billing (save 10%)' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(tiers).toContainText('£1,393 per year');
    await expect(tiers).toContainText('£2,686 per year');
    await expect(tiers).toContainText('£5,166 per year');
    await expect(tiers).not.toContainText('per month');

    await page.getByRole('link', { name: 'Choose Medium Organization' }).click();
    await expect(page).toHaveURL(/\/register\?tier=medium$/);
  });

  test('pricing enquiry: the spec messages, then the thank-you panel and the mail', async ({ page }) => {
    const email = `pricing.${unique()}@example.org`;
    await page.goto('/pricing');
    const form = page.getByRole('form', { name: 'Pricing enquiry' });
    await submit(page, form, 'Submit Enquiry');
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    await expect(form.getByText('Please describe the support you need (minimum 10 characters)')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Priya Shah');
    await form.getByLabel('Organisation name').fill('Hope Trust');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('What support do you need?').fill('Which tier suits a charity of our size?');
    await submit(page, form, 'Submit Enquiry');

    await expect(page.getByText('Enquiry submitted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible();
    const mail = await waitForMail({ to: email, subject: 'enquiry' });
    expect(mail.text).toContain('Priya Shah');
  });

  test('get matched: the spec messages, then the thank-you view, the mail and the way home', async ({ page }) => {
    const email = `matched.${unique()}@example.org`;
    await page.goto('/get-matched');
    const form = page.getByRole('form', { name: 'Get matched' });
    await submit(page, form, 'Submit Enquiry');
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Organisation name is required')).toBeVisible();
    await expect(form.getByText('Please provide at least 10 characters describing the support you need')).toBeVisible();

    await form.getByLabel('Full name').fill('Tom Reed');
    await form.getByLabel('Organisation name').fill('Leeds Youth Club');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('What support does your charity need?').fill('A fundraising strategy for the next three years.');
    await submit(page, form, 'Submit Enquiry');

    await expect(page.getByText('Enquiry submitted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const mail = await waitForMail({ to: email, subject: 'enquiry' });
    expect(mail.text).toContain('Tom Reed');
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('waiting list: tabs, both forms invalid then valid, mails, Submit Another Response, and the visit row', async ({ page }) => {
    const charityEmail = `wl.charity.${unique()}@example.org`;
    const consultantEmail = `wl.consultant.${unique()}@example.org`;
    await page.goto('/waiting-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the waiting list' })).toBeVisible();

    // The visit of this page load, under the id the browser keeps.
    const visitorId = await page.evaluate(() => localStorage.getItem('visitorId'));
    expect(visitorId).toBeTruthy();
    await expect.poll(() => visitsOf(visitorId!).map((visit) => visit.page)).toContain('/waiting-list');

    const charity = page.getByRole('form', { name: 'Charity waiting list' });
    await submit(page, charity, 'Join the Waiting List');
    await expect(charity.getByText('Please select your charity size')).toBeVisible();
    await charity.getByLabel('Charity name').fill('Hope Trust');
    await charity.getByLabel('Your name').fill('Priya Shah');
    await charity.getByLabel('Email address').fill(charityEmail);
    await charity.getByLabel('Charity size').selectOption('small');
    await submit(page, charity, 'Join the Waiting List');
    await expect(page.getByRole('heading', { name: 'Thank you for joining our waiting list!' })).toBeVisible();
    await waitForMail({ to: charityEmail, subject: 'waiting list' });

    await page.getByRole('button', { name: 'Submit Another Response' }).click();
    // Arrow keys move between the tabs.
    await page.getByRole('tab', { name: "I'm a Charity" }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: "I'm a Consultant" })).toHaveAttribute('aria-selected', 'true');
    const consultant = page.getByRole('form', { name: 'Consultant waiting list' });
    await submit(page, consultant, 'Join the Waiting List');
    await expect(consultant.getByText('Please describe your expertise areas')).toBeVisible();
    await expect(consultant.getByText('Please specify your years of experience')).toBeVisible();
    await consultant.getByLabel('Full name').fill('Ruth Adeyemi');
    await consultant.getByLabel('Email address').fill(consultantEmail);
    await consultant.getByLabel('Current role').fill('Finance Director');
    await consultant.getByLabel('Years of experience').fill('15');
    await consultant.getByLabel('Your areas of expertise').fill('Charity finance, audit and governance');
    await consultant.getByLabel('Charity sector experience').selectOption('extensive');
    await consultant.getByLabel('Availability').selectOption('part_time');
    await consultant.getByLabel('Do you consult already?').selectOption('interested');
    await submit(page, consultant, 'Join the Waiting List');
    await expect(page.getByRole('heading', { name: 'Thank you for joining our waiting list!' })).toBeVisible();
    await waitForMail({ to: consultantEmail, subject: 'waiting list' });
  });

  test('/market-test is the same screen and ?type=consultant opens the consultant form on its own', async ({ page }) => {
    await page.goto('/market-test');
    await expect(page.getByRole('tab', { name: "I'm a Charity" })).toBeVisible();
    await page.goto('/waiting-list?type=consultant');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to join our consultant network' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Consultant waiting list' })).toBeVisible();
  });

  test('at 360 px wide nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/about', '/pricing', '/get-matched', '/book-a-call', '/waiting-list']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
