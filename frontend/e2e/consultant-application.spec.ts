import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

const PASSWORD = 'Consult-Passw0rd!';
const DRAFT_KEY = 'consultantApplicationDraft';

async function expectStep(page: Page, step: number, heading: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  await expect(page.getByText(`${step * 25}% Complete`)).toBeVisible();
}

/**
 * Presses the popup's own Close button, whose handler closes the window. The click is queued inside the
 * page and fires after this call has returned, so no Playwright action is in flight when the page goes
 * away (an in-flight click could otherwise fail with 'Target closed' before the 'close' event arrives).
 */
async function closeOwnWindow(popup: Page) {
  const close = popup.getByRole('button', { name: 'Close' }).first();
  await expect(close).toBeVisible();
  await expect(close).toBeEnabled();
  const closed = popup.waitForEvent('close');
  await close.evaluate((button) => window.setTimeout(() => (button as HTMLButtonElement).click(), 0));
  await closed;
}

test.describe('consultant application', () => {
  test('an applicant fills two steps, reloads, finds the draft without the password, finishes and reads on the dashboard that the application is under review', async ({
    page,
  }) => {
    // Four steps, a reload, a popup and two accessibility scans: longer than the 30 s default.
    test.setTimeout(90_000);
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const username = `amara.${suffix}`;
    const email = `amara.${suffix}@example.org`;

    await page.goto('/consultant-application');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to Become a Consultant' })).toBeVisible();
    await expectStep(page, 1, 'Account Setup');
    await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email address').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abcdefgh');
    await expect(page.getByTestId('password-strength')).toContainText('Password strength: Weak');
    await password.fill(PASSWORD);
    await expect(page.getByTestId('password-strength')).toContainText('Password strength: Strong');
    // The show/hide toggle is a real button, reachable from the keyboard.
    const toggle = page.getByRole('button', { name: 'Show passwords' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expectStep(page, 2, 'Personal Information');
    await page.getByLabel('Full name').fill('Amara Shah');
    await page.getByLabel('Phone number').fill('07700 900123');
    await page.getByLabel('Professional bio').fill('Finance director for fifteen years, most recently at a national charity.');

    // Every change is saved, never the password.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('fifteen years');
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toContain(PASSWORD);

    await page.reload();

    await expectStep(page, 1, 'Account Setup');
    await expect(page.getByRole('status').filter({ hasText: 'We restored the application you started earlier.' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Confirm password')).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expectStep(page, 2, 'Personal Information');
    await expect(page.getByLabel('Full name')).toHaveValue('Amara Shah');
    await expect(page.getByLabel('Professional bio')).toHaveValue(/fifteen years/);
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expectStep(page, 3, 'Professional Details');
    await page.getByLabel('Organisation').fill('Shah Advisory');
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/amara-shah');
    await page.getByLabel('Years of experience').fill('15');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expectStep(page, 4, 'Expertise and Availability');
    await page.getByRole('checkbox', { name: 'Finance & Accounting' }).check();
    await page.getByRole('checkbox', { name: 'Governance' }).check();
    await expect(page.getByRole('checkbox', { name: 'I am currently available to take on new projects' })).toBeChecked();
    await expect(page.getByText(/within 2 to 3 business days/)).toBeVisible();

    // The terms open in their own small window, which closes itself.
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /terms and conditions/ }).click()]);
    await expect(popup).toHaveURL(/\/terms-popup$/);
    await expect(popup.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(popup.getByText('Last updated 24 June 2025')).toBeVisible();
    await closeOwnWindow(popup);

    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /I accept the privacy policy/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/register/consultant'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('confirmPassword');
    // D14: the consents go with the application, and the server records them.
    expect(body).toMatchObject({ termsAccepted: true, privacyAccepted: true });
    expect(body.consultant).toEqual({
      expertise: ['finance', 'governance'],
      yearsExperience: 15,
      availability: true,
      linkedin: 'https://www.linkedin.com/in/amara-shah',
    });

    await expect(page.getByTestId('toast')).toContainText('Application submitted successfully');
    const submittedAt = Date.now();
    await expect(page).toHaveURL(/\/consultant-application$/);
    await expect(page.getByRole('button', { name: 'Welcome back, Amara' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();

    // After 2 s the dashboard opens, with no detour through the onboarding terms step: the application
    // carried the consents and the server recorded them (D14).
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/consultant-dashboard$/);
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1_500);
    await expect(main.getByRole('status', { name: 'Your application is under review' })).toContainText('2 to 3 business days');
    await expect(main.getByText('Charities cannot find you yet: your application is under review.')).toBeVisible();
    await expect(main.getByText(/Charities can find you/)).toHaveCount(0);
    await expect(main.getByText('Finance director for fifteen years, most recently at a national charity.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('/consultant-application has no serious or critical accessibility violations, also with errors shown', async ({ page }) => {
    await page.goto('/consultant-application');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the terms, privacy and popup pages are readable and accessible', async ({ page }) => {
    for (const path of ['/terms', '/privacy', '/terms-popup', '/privacy-popup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await page.goto('/terms');
    await expect(page.getByText('Last updated December 2024')).toBeVisible();
    await page.getByRole('link', { name: /Back to Home/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Senior charity expertise, exactly when you need it' })).toBeVisible();
  });
});
