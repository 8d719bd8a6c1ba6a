import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

import { ValidationFailedException } from '../../../../common/http/api-exceptions';
import { API_MESSAGES } from '../../../../contracts';

/** The registration screens look for 'Invalid input' in the message (spec 000 §8); the field errors stay. */
@Catch(ValidationFailedException)
export class InvalidInputFilter implements ExceptionFilter {
  catch(exception: ValidationFailedException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(400)
      .json({ statusCode: 400, message: `${API_MESSAGES.invalidInput}: ${exception.firstMessage}`, errors: exception.fieldErrors });
  }
}
