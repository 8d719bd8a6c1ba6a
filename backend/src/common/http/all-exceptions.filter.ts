import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';

import { rootLogger } from '../logging/logger';
import { toErrorBody } from './error-body';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      // The request's logger adds reqId; the logger reduces database errors to class and code.
      rootLogger().error({ err: exception, path: request.path }, 'request failed');
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
