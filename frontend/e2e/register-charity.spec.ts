import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

const PASSWORD = 'Riverside-Passw0rd!';

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function expectStep(page: Page, step: number, heading: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  await expect(page.getByText(`${step * 25}% Complete`)).toBeVisible();
}

test.describe('charity registration', () => {
  test('a charity registers through the four steps and lands on its dashboard, signed in', async ({ page }) => {
    const suffix = uniqueSuffix();
    const username = `riverside-${suffix}`;
    const email = `ruth.${suffix}@example.org`;
    const name = 'Ruth Okafor';

    await page.goto('/register?tier=medium');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your charity' })).toBeVisible();
    await expectStep(page, 1, 'Account Details');

    // Next checks the current step only.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expectStep(page, 1, 'Account Details');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 2, 'Personal Information');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Phone number').fill('0113 496 0000');
    await page.getByLabel('About you').fill('Chief executive of a food bank in Leeds.');
    // Enter works like Next.
    await page.getByLabel('Full name').press('Enter');

    await expectStep(page, 3, 'Organisation Details');
    await page.getByLabel('Organisation name').fill('Riverside Food Bank');
    await page.getByLabel('Website').fill('https://riverside.example');
    await page.getByLabel('Charity registration number').fill('1234567');
    await page.getByLabel('Annual income (£)').fill('450,000');
    await page.getByLabel('Number of employees').fill('8');
    await page.getByLabel('Year founded').fill('2009');
    await page.getByLabel('Location').fill('Leeds');

    // Previous keeps what was typed.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 2, 'Personal Information');
    await expect(page.getByLabel('Full name')).toHaveValue(name);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Organisation name')).toHaveValue('Riverside Food Bank');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 4, 'Mission and Membership');
    await page.getByLabel('Primary cause').fill('Food poverty');
    await page.getByLabel('Mission').fill('No one in Leeds goes hungry.');
    const tiers = page.getByRole('group', { name: 'Membership tier' });
    await expect(tiers.getByRole('radio', { name: /Medium Organization/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /I accept the privacy policy/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/register/charity'));
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'bio',
      'charity',
      'email',
      'name',
      'organisation',
      'password',
      'phone',
      'privacyAccepted',
      'termsAccepted',
      'username',
      'website',
    ]);
    expect(body).toMatchObject({ termsAccepted: true, privacyAccepted: true });
    expect(body.charity).toMatchObject({ revenue: 450000, employeeCount: 8, foundingYear: 2009, membershipTier: 'medium' });

    await expect(page).toHaveURL(/\/charity-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: `Welcome back, ${name.split(' ')[0]}` })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Registration successful');
    await expect(page.getByRole('button', { name: `Welcome back, ${name.split(' ')[0]}` })).toBeVisible();

    // The session is real: the server knows the new charity.
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ username, email, name, role: 'charity' });
  });

  test('a taken username sends the user back to step 1 with the server message', async ({ page }) => {
    const suffix = uniqueSuffix();
    const taken = {
      username: `taken-${suffix}`,
      password: PASSWORD,
      email: `first.${suffix}@example.org`,
      name: 'First Charity',
      organisation: 'First',
      phone: '',
      website: '',
      bio: '',
      termsAccepted: true,
      privacyAccepted: true,
      charity: { registeredNumber: '', revenue: 0, employeeCount: 0, foundingYear: 2000, mission: '', primaryCause: '', location: '', membershipTier: 'small' },
    };
    const created = await page.request.post('/api/register/charity', { data: taken });
    expect(created.status()).toBe(201);
    await page.request.post('/api/auth/logout', { data: {} });

    await page.goto('/register');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email address').fill(`second.${suffix}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Full name').fill('Second Charity');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Organisation name').fill('Second');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    await expect(page.getByTestId('toast')).toContainText('Registration failed');
    await expect(page.getByTestId('toast')).toContainText('Username already taken');
    await expectStep(page, 1, 'Account Details');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('/register has no serious or critical accessibility violations, also with errors shown', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
