import type { IncomingMessage, ServerResponse } from 'node:http';

import type { NextFunction, Request, Response } from 'express';

import { DATABASE_OUTAGE_RETRY_AFTER_SECONDS } from '../../contracts';
import { DomainError } from '../../kernel/domain-errors';
import { rootLogger } from '../logging/logger';
import { toErrorResponse } from './error-body';
import { sendJson } from './send-json';

/**
 * Writes any error in the one error shape. The only place that sets Retry-After on an error: a busy
 * refusal says when, any other 503 (database outage, health) uses the outage figure.
 */
export function sendErrorResponse(response: ServerResponse, error: unknown): void {
  const { body, retryAfterSeconds } = toErrorResponse(error);
  const retryAfter = retryAfterSeconds ?? (body.statusCode === 503 ? DATABASE_OUTAGE_RETRY_AFTER_SECONDS : undefined);
  if (retryAfter !== undefined && !response.getHeader('Retry-After')) response.setHeader('Retry-After', String(retryAfter));
  sendJson(response, body.statusCode, body);
}

/** Logs server-side failures with the request id, then answers unless a response already started. */
export function answerRequestError(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  // The request's logger adds reqId; the logger reduces database errors to class and code. A domain
  // refusal (e.g. the hashing gate is full) is an expected answer, not a failure to log.
  if (!(error instanceof DomainError) && toErrorResponse(error).body.statusCode >= 500) rootLogger().error({ err: error, path: (request as Partial<Request>).path ?? request.url?.split('?')[0] }, 'request failed');
  if (!response.headersSent) sendErrorResponse(response, error);
}

/**
 * Errors that Express middleware hands to next(err) before Nest's router sees the request (the
 * session store when the database is down) leave in the same shape as the filter's.
 */
export function middlewareErrorHandler() {
  return (error: unknown, request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    answerRequestError(request, response, error);
  };
}
