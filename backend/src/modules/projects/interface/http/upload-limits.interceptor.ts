import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';

import { ApiException } from '../../../../common/http/api-exceptions';
import { PROJECT_MESSAGES } from '../../../../contracts';

/** Multer's own words for an over-size file are 'File too large'; the screens show the limit instead (D16). */
@Injectable()
export class UploadLimitsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(catchError((error: unknown) => throwError(() => (error instanceof PayloadTooLargeException ? new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, PROJECT_MESSAGES.fileTooLarge) : error))));
  }
}
