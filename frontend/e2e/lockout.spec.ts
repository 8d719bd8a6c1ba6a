import { LOGIN_MAX_FAILED_ATTEMPTS } from '@contracts';
import { registerCharity, tryLogin } from './support/accountFactory';
import { expect, test } from './support/test';

test.describe('login lockout', () => {
  test(`${LOGIN_MAX_FAILED_ATTEMPTS} wrong passwords in a row lock the account and the form`, async ({ page, baseURL }) => {
    // A throwaway account: the lock lasts 15 minutes.
    const member = await registerCharity(baseURL!, 'lockout');

    await page.goto('/login');
    await page.getByLabel('Username').fill(member.username);
    const password = page.getByLabel('Password');
    const signIn = page.getByRole('button', { name: 'Sign in' });

    for (let attempt = 1; attempt <= LOGIN_MAX_FAILED_ATTEMPTS; attempt += 1) {
      await password.fill(`wrong-password-${attempt}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await signIn.click();
      const response = await answered;
      if (attempt < LOGIN_MAX_FAILED_ATTEMPTS) {
        expect(response.status()).toBe(401);
        await expect(signIn).toBeEnabled();
      } else {
        expect(response.status()).toBe(429);
      }
      if (attempt === 3) await expect(page.getByText('Multiple failed attempts').first()).toBeVisible();
    }

    const notice = page.getByRole('alert').filter({ hasText: 'Account temporarily locked' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Too many failed attempts. Please try again in 15 minutes.');
    await expect(page.getByTestId('toast')).toContainText('Account temporarily locked');
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(password).toBeDisabled();
    await expect(page.getByRole('button', { name: /Sign in/ })).toBeDisabled();

    // The server refuses even the right password while the lock lasts.
    const locked = await tryLogin(baseURL!, member.username, member.password);
    expect(locked.status).toBe(429);
    expect(locked.body.lockoutRemaining).toBe(15);
  });
});
