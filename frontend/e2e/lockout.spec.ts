import { LOGIN_MAX_FAILED_ATTEMPTS } from '@contracts';
import { seriousA11yViolations } from './support/a11y';
import { registerCharity, tryLogin } from './support/accountFactory';
import { expect, test } from './support/test';

// global-setup starts the server with LOGIN_LOCKOUT_MINUTES=20 (the default is 15).
const LOCKOUT_MINUTES = 20;
const RULE = `After ${LOGIN_MAX_FAILED_ATTEMPTS} failed attempts in a row the account is locked for ${LOCKOUT_MINUTES} minutes.`;

/** The one message the form shows after each failed attempt (see docs/decisions.md, "What a new user tripped over"). */
const EXPECTED_NOTICE: Record<number, string[]> = {
  1: ['Login failed', 'Invalid username or password'],
  2: ['Login failed', `Invalid username or password. ${RULE}`],
  3: ['Multiple failed attempts', `Please check your credentials carefully. Account may be locked after more failed attempts. ${RULE}`],
  4: ['Multiple failed attempts', RULE],
  5: ['Account temporarily locked', `Too many failed attempts. Please try again in ${LOCKOUT_MINUTES} minutes.`],
};

test.describe('login lockout', () => {
  test(`${LOGIN_MAX_FAILED_ATTEMPTS} wrong passwords in a row: one message each time, the server's figures, then a locked form`, async ({
    page,
    baseURL,
  }) => {
    const member = await registerCharity(baseURL!, 'lockout');

    await page.goto('/login');
    await page.getByLabel('Username').fill(member.username);
    const password = page.getByLabel('Password');
    const signIn = page.getByRole('button', { name: 'Sign in' });

    for (let attempt = 1; attempt <= LOGIN_MAX_FAILED_ATTEMPTS; attempt += 1) {
      await password.fill(`wrong-password-${attempt}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await signIn.click();
      expect((await answered).status()).toBe(attempt < LOGIN_MAX_FAILED_ATTEMPTS ? 401 : 429);

      const [title, text] = EXPECTED_NOTICE[attempt];
      const alert = page.getByRole('alert').filter({ hasText: title });
      await expect(alert).toContainText(text);
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await expect(password).toHaveValue('');
      if (attempt === 2) expect(await seriousA11yViolations(page)).toEqual([]);
      if (attempt < LOGIN_MAX_FAILED_ATTEMPTS) {
        await expect(password).toBeFocused();
        await expect(signIn).toBeEnabled();
      }
    }

    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(password).toBeDisabled();
    await expect(page.getByRole('button', { name: /Sign in/ })).toBeDisabled();

    // The server refuses even the right password while the lock lasts.
    const locked = await tryLogin(baseURL!, member.username, member.password);
    expect(locked.status).toBe(429);
    expect(locked.body.lockoutRemaining).toBe(LOCKOUT_MINUTES);
  });
});
