import { seriousA11yViolations } from './support/a11y';
import { registerCharity } from './support/accountFactory';
import { expect, test } from './support/test';

const PASSWORD = 'Oneoff-Passw0rd!';

/** Issue 16 "Journeys that keep their thread": where a visitor was going survives sign-in and registration. */
test.describe('journeys that keep their thread', () => {
  test('Pricing → Start a One-Off Project → sign-in → Sign up → registration lands on the one-off request form', async ({ page }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Start a One-Off Project' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=/);
    await page.getByLabel('Username').fill(`oneoff-${suffix}`);
    await page.getByLabel('Email address').fill(`oneoff.${suffix}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Full name').fill('Olu Adebayo');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Organisation name').fill('Harbour Youth Trust');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    await expect(page).toHaveURL(/\/project-request\?type=oneoff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Project' })).toBeVisible();
    await expect(page.getByText('One-off project', { exact: true })).toBeVisible();
  });

  test('a signed-in member who opens /login or /register goes to their dashboard', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'signedin');
    const login = await page.request.post('/api/auth/login', { data: { username: charity.username, password: charity.password } });
    expect(login.status()).toBe(200);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/charity-dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/charity-dashboard$/);
  });
});
