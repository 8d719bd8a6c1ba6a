import { DEFAULT_LOCKOUT_MINUTES, ERROR_CODES, TOASTS } from '@contracts';
import { errorBody, isApiError, serverMessage } from '@/shared/api';

/**
 * 'locked': the account lockout. 'credentials': wrong username or password (401), which the server
 * counts towards the lock. 'rejected': anything else (the per-IP rate limit, a busy or unreachable
 * server), which says nothing about the password and so is not counted here either.
 */
export type LoginFailure =
  | { kind: 'locked'; minutes: number }
  | { kind: 'credentials'; message: string }
  | { kind: 'rejected'; message: string };

/**
 * Reads a failed login. The account lockout (DECISIONS D3) is a 429 carrying `lockoutRemaining`
 * minutes; the per-IP rate limit is a 429 without it.
 */
export function interpretLoginError(error: unknown): LoginFailure {
  const body = errorBody(error);
  const status = isApiError(error) ? error.status : undefined;
  const lockedOut =
    status === 429 &&
    (body?.lockoutRemaining !== undefined ||
      body?.code === ERROR_CODES.lockedOut ||
      /too many failed attempts/i.test(body?.message ?? ''));

  if (lockedOut) {
    const remaining = Number(body?.lockoutRemaining);
    const minutes = Number.isFinite(remaining) && remaining > 0 ? Math.ceil(remaining) : DEFAULT_LOCKOUT_MINUTES;
    return { kind: 'locked', minutes };
  }
  const message = serverMessage(error) ?? TOASTS.loginFailed.description;
  return status === 401 ? { kind: 'credentials', message } : { kind: 'rejected', message };
}
