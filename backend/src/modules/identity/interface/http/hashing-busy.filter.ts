import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

import { API_MESSAGES } from '../../../../contracts';
import { ConcurrencyGateBusyError } from '../../domain/concurrency-gate';

/**
 * Every password-hashing slot and its queue are taken (HASH_CONCURRENCY, DECISIONS D3): 503 with
 * Retry-After, so a flood of logins degrades into quick refusals instead of stalling the server.
 * Put on every controller whose requests hash a password.
 */
@Catch(ConcurrencyGateBusyError)
export class HashingBusyFilter implements ExceptionFilter {
  catch(exception: ConcurrencyGateBusyError, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(503)
      .setHeader('Retry-After', String(exception.retryAfterSeconds))
      .json({ statusCode: 503, message: API_MESSAGES.hashingBusy });
  }
}
