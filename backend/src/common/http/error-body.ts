import { HttpException, HttpStatus } from '@nestjs/common';

import { API_MESSAGES, ApiErrorBody, WRITE_CONFLICT_RETRY_AFTER_SECONDS } from '../../contracts';
import { isRetryableTransactionError } from '../../database/transient-errors';
import { DomainError, DomainErrorKind, InvalidInputError, LockedOutError, RetryLaterError, TooSoonError } from '../../kernel/domain-errors';
import { ApiException } from './api-exceptions';
import { isDatabaseUnavailable } from './database-unavailable';

const DEFAULT_MESSAGES: Record<number, string> = {
  [HttpStatus.UNAUTHORIZED]: API_MESSAGES.authenticationRequired,
  [HttpStatus.FORBIDDEN]: API_MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: API_MESSAGES.notFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: API_MESSAGES.payloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: API_MESSAGES.tooManyRequests,
};

/** The one table from a domain refusal to an HTTP status (DECISIONS D1); use cases never name a status. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  'not-found': HttpStatus.NOT_FOUND,
  gone: HttpStatus.GONE,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.BAD_REQUEST,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  // D3: a locked account answers 429 with the minutes left.
  'locked-out': HttpStatus.TOO_MANY_REQUESTS,
  'retry-later': HttpStatus.SERVICE_UNAVAILABLE,
  'too-soon': HttpStatus.TOO_MANY_REQUESTS,
};

/** What the client receives for an error: the body, and when to come back if the refusal names a time. */
export interface ErrorResponse {
  body: ApiErrorBody;
  retryAfterSeconds?: number;
}

function fromDomainError(error: DomainError): ErrorResponse {
  const body: ApiErrorBody = { statusCode: STATUS_OF_KIND[error.kind], message: error.message };
  if (error instanceof InvalidInputError && error.fieldErrors) body.errors = error.fieldErrors;
  if (error.code) body.code = error.code;
  if (error instanceof LockedOutError) body.lockoutRemaining = error.minutes;
  return error instanceof RetryLaterError || error instanceof TooSoonError ? { body, retryAfterSeconds: error.retryAfterSeconds } : { body };
}

function fromHttpException(error: HttpException): ApiErrorBody {
  const statusCode = error.getStatus();
  const response = error.getResponse();
  if (error instanceof ApiException) return response as ApiErrorBody;
  // Nest's built-in exceptions (e.g. the router's "Cannot GET /api/x") get our wording instead.
  const builtIn = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  const builtInMessage = Array.isArray(builtIn) ? String(builtIn[0]) : typeof builtIn === 'string' ? builtIn : error.message;
  const message = DEFAULT_MESSAGES[statusCode] ?? (statusCode < 500 ? builtInMessage : API_MESSAGES.internalError);
  return { statusCode, message };
}

/** Turns any thrown value into the one error shape; unknown errors never leak their text. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) return fromDomainError(error);
  if (error instanceof HttpException) return { body: fromHttpException(error) };
  const httpLike = error as { status?: number; type?: string } | undefined;
  if (httpLike?.type === 'entity.too.large') return { body: { statusCode: 413, message: API_MESSAGES.payloadTooLarge } };
  if (httpLike?.type === 'entity.parse.failed') return { body: { statusCode: 400, message: API_MESSAGES.malformedJson } };
  if (typeof httpLike?.status === 'number' && httpLike.status >= 400 && httpLike.status < 500) {
    return { body: { statusCode: httpLike.status, message: DEFAULT_MESSAGES[httpLike.status] ?? 'Bad request' } };
  }
  // Issue 20: a conflict that outlasted every retry (TransactionRunner, statement-retry.ts) is load on one row, not
  // a fault: the client may send the same request again shortly.
  if (isRetryableTransactionError(error)) {
    return { body: { statusCode: 503, message: API_MESSAGES.writeConflict }, retryAfterSeconds: WRITE_CONFLICT_RETRY_AFTER_SECONDS };
  }
  if (isDatabaseUnavailable(error)) return { body: { statusCode: 503, message: API_MESSAGES.serviceUnavailable } };
  return { body: { statusCode: 500, message: API_MESSAGES.internalError } };
}

export const toErrorBody = (error: unknown): ApiErrorBody => toErrorResponse(error).body;
