import { ValidationError, ValidationPipe } from '@nestjs/common';

import { ValidationFailedException } from './api-exceptions';
import { cacheValidationMetadataLookups } from './validation-metadata-cache';

/** Flattens nested class-validator errors into { 'charity.revenue': 'message' }. */
function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) result[path] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(result, flattenValidationErrors(error.children, path));
  }
  return result;
}

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadataLookups();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      const first = Object.values(fieldErrors)[0] ?? 'Invalid request';
      return new ValidationFailedException(first, fieldErrors);
    },
  });
}
