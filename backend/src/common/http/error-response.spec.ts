import type { ServerResponse } from 'node:http';

import { HttpStatus, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { API_MESSAGES, DATABASE_OUTAGE_RETRY_AFTER_SECONDS, ERROR_CODES, WRITE_CONFLICT_RETRY_AFTER_SECONDS } from '../../contracts';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  LockedOutError,
  NotFoundError,
  RetryLaterError,
  UnauthorizedError,
} from '../../kernel/domain-errors';
import { ApiException } from './api-exceptions';
import { sendErrorResponse } from './error-response';

/** A stand-in for the response that records what the filter wrote. */
function recordingResponse() {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    statusCode: 200,
    getHeader: (name: string) => headers[name],
    setHeader: (name: string, value: string) => (headers[name] = value),
    end(json: string) {
      sent.status = this.statusCode;
      sent.body = JSON.parse(json);
    },
  };
  return { response: response as unknown as ServerResponse, headers, sent };
}

function answer(error: unknown) {
  const { response, headers, sent } = recordingResponse();
  sendErrorResponse(response, error);
  return { status: sent.status, body: sent.body, retryAfter: headers['Retry-After'] };
}

describe('the one error mapping: domain refusals to HTTP (issue 6 section 3, DECISIONS D1)', () => {
  it.each<[string, DomainError, number, object]>([
    ['not found', new NotFoundError('Consultant not found'), 404, { message: 'Consultant not found' }],
    ['conflict', new ConflictError(API_MESSAGES.usernameTaken), 409, { message: API_MESSAGES.usernameTaken }],
    ['invalid without fields', new InvalidInputError(API_MESSAGES.resetLinkInvalid), 400, { message: API_MESSAGES.resetLinkInvalid }],
    ['invalid with fields', new InvalidInputError('Too short', { newPassword: 'Too short' }), 400, { message: 'Too short', errors: { newPassword: 'Too short' } }],
    ['forbidden with a code', new ForbiddenError('Finish onboarding', 'SOME_CODE'), 403, { message: 'Finish onboarding', code: 'SOME_CODE' }],
    ['unauthorized', new UnauthorizedError(API_MESSAGES.invalidCredentials), 401, { message: API_MESSAGES.invalidCredentials }],
    [
      'locked out (D3 body)',
      new LockedOutError(API_MESSAGES.tooManyAttempts(12), 12, ERROR_CODES.lockedOut),
      429,
      { message: API_MESSAGES.tooManyAttempts(12), code: ERROR_CODES.lockedOut, lockoutRemaining: 12 },
    ],
  ])('%s → %#', (_name, error, status, rest) => {
    const { status: sentStatus, body, retryAfter } = answer(error);
    expect(sentStatus).toBe(status);
    expect(body).toEqual({ statusCode: status, ...rest });
    expect(retryAfter).toBeUndefined();
  });

  it('retry later → 503 with its own Retry-After', () => {
    expect(answer(new RetryLaterError('Busy', 7))).toEqual({ status: 503, body: { statusCode: 503, message: 'Busy' }, retryAfter: '7' });
  });

  it('a database outage → 503 with the outage Retry-After; an ordinary SQL error → 500 without', () => {
    const outage = new QueryFailedError('SELECT 1', [], Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    expect(answer(outage)).toEqual({
      status: 503,
      body: { statusCode: 503, message: API_MESSAGES.serviceUnavailable },
      retryAfter: String(DATABASE_OUTAGE_RETRY_AFTER_SECONDS),
    });
    const broken = new QueryFailedError('SELECT nope', [], Object.assign(new Error('no such table'), { code: 'SQLITE_ERROR' }));
    expect(answer(broken)).toEqual({ status: 500, body: { statusCode: 500, message: API_MESSAGES.internalError }, retryAfter: undefined });
  });

  it.each([
    [1213, 'ER_LOCK_DEADLOCK'],
    [1205, 'ER_LOCK_WAIT_TIMEOUT'],
  ])('a write conflict left after every retry (%i) → 503 with a short Retry-After, never 500 (issue 20)', (errno, code) => {
    const conflict = new QueryFailedError('UPDATE users …', [], Object.assign(new Error('conflict'), { errno, code }));
    expect(answer(conflict)).toEqual({
      status: 503,
      body: { statusCode: 503, message: API_MESSAGES.writeConflict },
      retryAfter: String(WRITE_CONFLICT_RETRY_AFTER_SECONDS),
    });
  });

  it('leaves the HTTP edge as it was: ApiException bodies pass through, Nest built-ins get our wording', () => {
    const onboarding = new ApiException(HttpStatus.FORBIDDEN, API_MESSAGES.onboardingRequired, { code: ERROR_CODES.onboardingRequired });
    expect(answer(onboarding).body).toEqual({ statusCode: 403, message: API_MESSAGES.onboardingRequired, code: ERROR_CODES.onboardingRequired });
    expect(answer(new NotFoundException('Cannot GET /api/x')).body).toEqual({ statusCode: 404, message: API_MESSAGES.notFound });
  });

  it('never leaks the text of an unexpected error', () => {
    expect(answer(new Error('secret detail')).body).toEqual({ statusCode: 500, message: API_MESSAGES.internalError });
  });
});
