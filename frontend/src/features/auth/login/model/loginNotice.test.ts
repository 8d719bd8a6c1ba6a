import { loginNotice, lockoutRule } from './loginNotice';

const wrong = { kind: 'credentials', message: 'Invalid username or password' } as const;
const policy = { maxFailedAttempts: 5, lockoutMinutes: 9 };

describe('loginNotice: one message per state', () => {
  it('says nothing before a failure', () => {
    expect(loginNotice({ failedAttempts: 0, lastFailure: null, policy })).toBeNull();
  });

  it('first failure: red Login failed with the server message', () => {
    expect(loginNotice({ failedAttempts: 1, lastFailure: wrong, policy })).toEqual({
      tone: 'error',
      title: 'Login failed',
      description: 'Invalid username or password',
    });
  });

  it('second failure: the yellow warning adds the lock rule with the server figures', () => {
    expect(loginNotice({ failedAttempts: 2, lastFailure: wrong, policy })).toEqual({
      tone: 'warning',
      title: 'Login failed',
      description: 'Invalid username or password. After 5 failed attempts in a row the account is locked for 9 minutes.',
    });
  });

  it('third and fourth failures: the spec text, then the same rule sentence', () => {
    for (const failedAttempts of [3, 4]) {
      expect(loginNotice({ failedAttempts, lastFailure: wrong, policy })).toEqual({
        tone: 'warning',
        title: 'Multiple failed attempts',
        description: `Please check your credentials carefully. Account may be locked after more failed attempts. ${lockoutRule(policy)}`,
      });
    }
  });

  it('leaves the rule out rather than guessing while the policy is unknown', () => {
    expect(loginNotice({ failedAttempts: 2, lastFailure: wrong })?.description).toBe('Invalid username or password');
  });

  it('locked: red Account temporarily locked with the minutes left', () => {
    expect(loginNotice({ failedAttempts: 5, lastFailure: { kind: 'locked', minutes: 7 }, policy })).toEqual({
      tone: 'error',
      title: 'Account temporarily locked',
      description: 'Too many failed attempts. Please try again in 7 minutes.',
    });
  });

  it('a failure that is not about the password shows its own message and does not escalate', () => {
    const busy = { kind: 'rejected', message: 'Too many requests. Please wait a moment and try again.' } as const;
    expect(loginNotice({ failedAttempts: 3, lastFailure: busy, policy })).toEqual({ tone: 'error', title: 'Login failed', description: busy.message });
  });
});
