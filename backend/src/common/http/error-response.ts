import type { NextFunction, Request, Response } from 'express';

import { DATABASE_OUTAGE_RETRY_AFTER_SECONDS } from '../../contracts';
import { rootLogger } from '../logging/logger';
import { toErrorBody } from './error-body';

/** Writes any error in the one error shape; a 503 tells the client when to come back. */
export function sendErrorResponse(response: Response, error: unknown): void {
  const body = toErrorBody(error);
  if (body.statusCode === 503 && !response.getHeader('Retry-After')) response.setHeader('Retry-After', String(DATABASE_OUTAGE_RETRY_AFTER_SECONDS));
  response.status(body.statusCode).json(body);
}

/** Logs server-side failures with the request id, then answers unless a response already started. */
export function answerRequestError(request: Request, response: Response, error: unknown): void {
  // The request's logger adds reqId; the logger reduces database errors to class and code.
  if (toErrorBody(error).statusCode >= 500) rootLogger().error({ err: error, path: request.path }, 'request failed');
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
