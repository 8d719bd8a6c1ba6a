import { LOGIN_MULTIPLE_FAILURES_AT, LOGIN_WARNING_AFTER_FAILURES, TOASTS, type LoginPolicy } from '@contracts';
import type { LoginFailure } from './loginFailure';

export interface LoginNotice {
  tone: 'error' | 'warning';
  title: string;
  description: string;
}

export interface LoginNoticeInput {
  /** Wrong-credential failures in this visit (the lock counts as one too). */
  failedAttempts: number;
  lastFailure: LoginFailure | null;
  /** The server's threshold and lock length; absent until loaded (then the rule sentence is left out). */
  policy?: LoginPolicy;
}

/** The sentence every warning ends with, from the server's own figures (never a hard-coded 15). */
export function lockoutRule({ maxFailedAttempts, lockoutMinutes }: LoginPolicy): string {
  return `After ${maxFailedAttempts} failed attempts in a row the account is locked for ${lockoutMinutes} minutes.`;
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const withRule = (text: string, policy?: LoginPolicy) => (policy ? `${sentence(text)} ${lockoutRule(policy)}` : text);

/**
 * The ONE message the login form shows after a failure (spec 000 §8 "Login", §2 "Login"), no toast beside it:
 * 1 failure: red 'Login failed' with the server's message; 2: the yellow warning, same title, plus the lock
 * rule; 3 or more: yellow 'Multiple failed attempts' with the spec's text plus the same rule; locked: red
 * 'Account temporarily locked'. A failure that is not about the password (rate limit, server down) shows its
 * own message in red and does not escalate.
 */
export function loginNotice({ failedAttempts, lastFailure, policy }: LoginNoticeInput): LoginNotice | null {
  if (!lastFailure) return null;
  if (lastFailure.kind === 'locked') return { tone: 'error', ...TOASTS.accountLocked(lastFailure.minutes) };
  if (lastFailure.kind === 'rejected' || failedAttempts < LOGIN_WARNING_AFTER_FAILURES) {
    return { tone: 'error', title: TOASTS.loginFailed.title, description: lastFailure.message };
  }
  if (failedAttempts < LOGIN_MULTIPLE_FAILURES_AT) {
    return { tone: 'warning', title: TOASTS.loginFailed.title, description: withRule(lastFailure.message, policy) };
  }
  const { title, description } = TOASTS.multipleFailedAttempts;
  return { tone: 'warning', title, description: withRule(description, policy) };
}
