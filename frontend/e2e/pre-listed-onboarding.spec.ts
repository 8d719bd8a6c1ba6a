import { seriousA11yViolations } from './support/a11y';
import { createPreListedConsultant, tryLogin } from './support/accountFactory';
import { waitForMail } from './support/mailbox';
import { expect, test } from './support/test';

test.describe('pre-listed consultant onboarding', () => {
  test('a consultant signs in with the temporary password, accepts the terms, sets a password and reaches the dashboard', async ({
    page,
    baseURL,
  }) => {
    const consultant = await createPreListedConsultant(baseURL!, 'prelisted');
    const ownPassword = 'Own-Consultant-Passw0rd!';

    await page.goto('/login');
    await page.getByLabel('Username').fill(consultant.username);
    await page.getByLabel('Password').fill(consultant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/consultant-onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Onboarding' })).toBeVisible();
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
    await page.getByRole('checkbox', { name: /I consent to .* processing my personal data/ }).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Change your password' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Terms accepted');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Current password').fill(consultant.password);
    await page.getByLabel('New password', { exact: true }).fill(ownPassword);
    await page.getByLabel('Confirm new password').fill(ownPassword);
    await page.getByRole('button', { name: 'Update password' }).click();

    await expect(page).toHaveURL(/\/consultant-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Password updated');

    // The server agrees: the temporary password is gone, the terms are on record and confirmed by mail.
    expect((await tryLogin(baseURL!, consultant.username, consultant.password)).status).toBe(401);
    const signedIn = await tryLogin(baseURL!, consultant.username, ownPassword);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ mustChangePassword: false, hasAcceptedTerms: true, needsTermsUpdate: false });
    await waitForMail({ to: consultant.email, subject: /accepted the .* terms/ });
  });

  test('the second onboarding page sets the password without the temporary one, then opens the dashboard', async ({
    page,
    baseURL,
  }) => {
    const consultant = await createPreListedConsultant(baseURL!, 'secondpage');
    const ownPassword = 'Second-Page-Passw0rd!';

    await page.goto('/pre-listed-consultant-onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill(consultant.username);
    await page.getByLabel('Password').fill(consultant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/consultant-onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Onboarding' })).toBeVisible();

    await page.goto('/pre-listed-consultant-onboarding');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByTestId('toast')).toContainText('Terms Required');

    await page.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Set your password' })).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(ownPassword);
    await page.getByLabel('Confirm password').fill(ownPassword);
    await page.getByRole('button', { name: 'Set password' }).click();

    await expect(page.getByText('Your password is set. Taking you to your dashboard…')).toBeVisible();
    await expect(page).toHaveURL(/\/consultant-dashboard$/, { timeout: 5_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible();
    expect((await tryLogin(baseURL!, consultant.username, ownPassword)).status).toBe(200);
  });

  test('/consultant-setup leads to onboarding', async ({ page, baseURL }) => {
    const consultant = await createPreListedConsultant(baseURL!, 'setup');
    await page.goto('/login');
    await page.getByLabel('Username').fill(consultant.username);
    await page.getByLabel('Password').fill(consultant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/consultant-onboarding$/);

    await page.goto('/consultant-setup');
    await expect(page).toHaveURL(/\/consultant-onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Onboarding' })).toBeVisible();
  });
});
