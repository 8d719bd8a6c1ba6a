import { HttpException, HttpStatus } from '@nestjs/common';

import type { ApiErrorBody } from '../../contracts';

/** An HttpException whose body is already in the one error shape (DECISIONS D1). */
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

export const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, message);
export const notFound = (message = 'Not found') => new ApiException(HttpStatus.NOT_FOUND, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiException(HttpStatus.BAD_REQUEST, message, errors ? { errors } : {});
