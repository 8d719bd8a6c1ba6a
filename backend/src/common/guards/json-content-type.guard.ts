import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { API_MESSAGES } from '../../contracts';
import { ACCEPTS_CONTENT_TYPES } from '../decorators/accepts-content-types.decorator';
import { ApiException } from '../http/api-exceptions';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function carriesBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Issue 6, item 1.12, a second CSRF defence beside the Origin check: a state-changing request with a body must be
 * `application/json`. HTML forms can only send form-urlencoded, multipart or text/plain bodies cross-site without a
 * preflight, so none of them reaches a handler. A route opts in to other types with `@AcceptsContentTypes()`.
 */
@Injectable()
export class JsonContentTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!STATE_CHANGING.has(req.method) || !carriesBody(req)) return true;
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (mediaType === 'application/json') return true;
    const accepted = this.reflector.getAllAndOverride<string[] | undefined>(ACCEPTS_CONTENT_TYPES, [context.getHandler(), context.getClass()]);
    if (accepted?.includes(mediaType)) return true;
    throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, API_MESSAGES.jsonRequired);
  }
}
