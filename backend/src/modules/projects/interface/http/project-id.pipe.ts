import { HttpStatus, ParseIntPipe } from '@nestjs/common';

import { ApiException } from '../../../../common/http/api-exceptions';
import { PROJECT_MESSAGES } from '../../../../contracts';

/** A non-numeric project or file id names nothing: 404 like an unknown one. */
export const projectIdPipe = () => new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND, exceptionFactory: () => new ApiException(HttpStatus.NOT_FOUND, PROJECT_MESSAGES.notFound) });
export const fileIdPipe = () => new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND, exceptionFactory: () => new ApiException(HttpStatus.NOT_FOUND, PROJECT_MESSAGES.fileNotFound) });
