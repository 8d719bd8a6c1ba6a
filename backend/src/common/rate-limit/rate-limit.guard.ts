import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';

import { API_MESSAGES } from '../../contracts';
import { ApiException } from '../http/api-exceptions';
import { RATE_LIMIT, RateLimitBucket } from './rate-limit.decorator';
import { RateLimitService } from './rate-limit.service';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(RATE_LIMIT, context.getHandler());
    if (!bucket) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const endpoint = `${request.method} ${request.route?.path ?? request.path}`;
    const verdict = await this.rateLimits.hit(bucket, endpoint, request.ip ?? 'unknown');
    if (verdict.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new ApiException(429, API_MESSAGES.tooManyRequests);
  }
}
