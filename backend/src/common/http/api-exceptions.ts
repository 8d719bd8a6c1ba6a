import { HttpException, HttpStatus } from '@nestjs/common';

import type { ApiErrorBody } from '../../contracts';

/**
 * An HttpException whose body is already in the one error shape (DECISIONS D1), for the HTTP edge only:
 * guards, pipes and the health check. Use cases throw kernel/domain-errors instead.
 */
export class ApiException extends HttpException {
  constructor(status: number, message: string, extra: Partial<Omit<ApiErrorBody, 'statusCode' | 'message'>> = {}) {
    super({ statusCode: status, message, ...extra }, status);
  }
}

export class ValidationFailedException extends ApiException {
  constructor(
    readonly firstMessage: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(HttpStatus.BAD_REQUEST, firstMessage, { errors: fieldErrors });
  }
}
