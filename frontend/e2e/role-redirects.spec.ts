import { E2E_ADMIN } from './support/accounts';
import { createOnboardedConsultant, registerCharity } from './support/accountFactory';
import { submitSignIn } from './support/signIn';
import { expect, test } from './support/test';

// Dual-role users (isAdmin and isConsultant) cannot be made through the API; their redirect to
// /dual-role-dashboard is covered by the jest tests (login.test.tsx, consultant-onboarding.test.tsx), and
// the OWNER_EMAIL account's dashboard by consultants.spec.ts.
test.describe('role redirects after login', () => {
  test('a visitor sees Login and Get Matched in the header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');

    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Matched' })).toHaveAttribute('href', '/get-matched');
    await expect(header.getByRole('button', { name: /Welcome back/ })).toHaveCount(0);
  });

  test('a charity lands on the charity dashboard and is greeted by name', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'greeted');

    await submitSignIn(page, charity.username, charity.password);

    await expect(page).toHaveURL(/\/charity-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: `Welcome back, ${charity.name.split(' ')[0]}` })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: `Welcome back, ${charity.name.split(' ')[0]}` })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('an onboarded consultant lands on the consultant dashboard', async ({ page, baseURL }) => {
    const consultant = await createOnboardedConsultant(baseURL!);

    await submitSignIn(page, consultant.username, consultant.password);

    await expect(page).toHaveURL(/\/consultant-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: `Welcome back, ${consultant.name.split(' ')[0]}` })).toBeVisible();
  });

  test('the admin is sent to the admin dashboard', async ({ page }) => {
    await submitSignIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Registrations' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Welcome back, .+/ })).toBeVisible();
  });

  test('a redirect target wins over the dashboard for an onboarded member', async ({ page, baseURL }) => {
    const charity = await registerCharity(baseURL!, 'redirected');

    await page.goto('/login?redirect=%2Fterms');
    await page.getByLabel('Username').fill(charity.username);
    await page.getByLabel('Password').fill(charity.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  });
});
