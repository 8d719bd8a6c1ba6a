import { seriousA11yViolations } from './support/a11y';
import { registerCharity, tryLogin } from './support/accountFactory';
import { waitForMail } from './support/mailbox';
import { expect, test } from './support/test';

test.describe('password reset', () => {
  test('a member asks for a reset link, follows it from the e-mail, and signs in with the new password', async ({ page, baseURL }) => {
    const member = await registerCharity(baseURL!, 'reset');
    const newPassword = 'Fresh-Passw0rd-2025';

    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(member.email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();

    await expect(page.getByText('Check your email for password reset instructions.')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Reset email sent');

    const mail = await waitForMail({ to: member.email, subject: 'Reset your' });
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const resetUrl = new URL(link!);
    expect(resetUrl.searchParams.get('email')).toBe(member.email);

    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Password reset successful');
    // The login page follows by itself after 3 seconds.
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/charity-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: `Welcome back, ${member.name.split(' ')[0]}` })).toBeVisible();

    expect((await tryLogin(baseURL!, member.username, member.password)).status).toBe(401);

    // A link works once.
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd-1');
    await page.getByLabel('Confirm new password').fill('Another-Passw0rd-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('toast')).toContainText('Reset failed');
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  });

  test('an unknown address gets the same answer and no mail', async ({ page }) => {
    const email = `nobody.${Date.now()}@example.org`;
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();

    await expect(page.getByText('Check your email for password reset instructions.')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText(
      "If we find an account with that email address, we'll send password reset instructions.",
    );
    await expect(waitForMail({ to: email }, 2_000)).rejects.toThrow(/No mail/);
  });

  test('a link without its token is refused', async ({ page }) => {
    await page.goto('/reset-password?email=someone%40example.org');

    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await page.getByRole('button', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  for (const path of ['/forgot-password', '/reset-password?token=abc&email=someone%40example.org']) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button').last()).toBeVisible();

      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
