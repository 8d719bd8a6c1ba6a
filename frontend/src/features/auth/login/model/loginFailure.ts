import { DEFAULT_LOCKOUT_MINUTES, ERROR_CODES, TOASTS } from '@contracts';
import { errorBody, isApiError, serverMessage } from '@/shared/api';

export type LoginFailure = { kind: 'locked'; minutes: number } | { kind: 'rejected'; message: string };

/**
 * Reads a failed login. The account lockout (DECISIONS D3) is a 429 carrying `lockoutRemaining`
 * minutes; the per-IP rate limit is a 429 without it and counts as an ordinary failure.
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
  return { kind: 'rejected', message: serverMessage(error) ?? TOASTS.loginFailed.description };
}
