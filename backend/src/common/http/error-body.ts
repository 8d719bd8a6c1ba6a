import { HttpException, HttpStatus } from '@nestjs/common';

import { API_MESSAGES, ApiErrorBody } from '../../contracts';
import { ApiException } from './api-exceptions';
import { isDatabaseUnavailable } from './database-unavailable';

const DEFAULT_MESSAGES: Record<number, string> = {
  [HttpStatus.UNAUTHORIZED]: API_MESSAGES.authenticationRequired,
  [HttpStatus.FORBIDDEN]: API_MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: API_MESSAGES.notFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: API_MESSAGES.payloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: API_MESSAGES.tooManyRequests,
};

/** Turns any thrown value into the one error shape; unknown errors never leak their text. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    if (error instanceof ApiException) return response as ApiErrorBody;
    // Nest's built-in exceptions (e.g. the router's "Cannot GET /api/x") get our wording instead.
    const builtIn = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
    const builtInMessage = Array.isArray(builtIn) ? String(builtIn[0]) : typeof builtIn === 'string' ? builtIn : error.message;
    const message = DEFAULT_MESSAGES[statusCode] ?? (statusCode < 500 ? builtInMessage : API_MESSAGES.internalError);
    return { statusCode, message };
  }
  const httpLike = error as { status?: number; type?: string } | undefined;
  if (httpLike?.type === 'entity.too.large') return { statusCode: 413, message: API_MESSAGES.payloadTooLarge };
  if (httpLike?.type === 'entity.parse.failed') return { statusCode: 400, message: API_MESSAGES.malformedJson };
  if (typeof httpLike?.status === 'number' && httpLike.status >= 400 && httpLike.status < 500) {
    return { statusCode: httpLike.status, message: DEFAULT_MESSAGES[httpLike.status] ?? 'Bad request' };
  }
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: API_MESSAGES.serviceUnavailable };
  return { statusCode: 500, message: API_MESSAGES.internalError };
}
