import { interpretLoginError } from './loginFailure';

describe('interpretLoginError', () => {
  it('reads the lockout minutes from a 429', () => {
    const error = {
      status: 429,
      message: '429: {...}',
      data: { statusCode: 429, message: 'Too many failed attempts. Please try again in 7 minutes.', lockoutRemaining: 7 },
    };
    expect(interpretLoginError(error)).toEqual({ kind: 'locked', minutes: 7 });
  });

  it('defaults the lockout to 15 minutes', () => {
    const error = { status: 429, message: '429', data: { statusCode: 429, message: 'Too many failed attempts.' } };
    expect(interpretLoginError(error)).toEqual({ kind: 'locked', minutes: 15 });
  });

  it('treats the per-IP rate limit as an ordinary failure', () => {
    const message = 'Too many requests. Please wait a moment and try again.';
    const error = { status: 429, message: '429', data: { statusCode: 429, message } };
    expect(interpretLoginError(error)).toEqual({ kind: 'rejected', message });
  });

  it('shows the server message, or the spec fallback; only a 401 is about the credentials', () => {
    const rejected = { status: 401, message: '401', data: { statusCode: 401, message: 'Invalid username or password' } };
    expect(interpretLoginError(rejected)).toEqual({ kind: 'credentials', message: 'Invalid username or password' });
    expect(interpretLoginError({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'rejected',
      message: 'Invalid username or password. Please try again.',
    });
  });
});
