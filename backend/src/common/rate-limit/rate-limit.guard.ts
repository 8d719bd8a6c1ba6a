import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';

import { API_MESSAGES } from '../../contracts';
import { ApiException } from '../http/api-exceptions';
import { rootLogger } from '../logging/logger';
import { rateLimitBucketOf } from './rate-limit.decorator';

/**
 * @nestjs/throttler's guard for handlers marked `@RateLimit(...)`; every other handler is not limited. Limits,
 * windows, client key and counter key come from the module options (rate-limit.module.ts). Sends X-RateLimit-Limit,
 * -Remaining and -Reset on every limited answer and Retry-After on a 429.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return rateLimitBucketOf(context) === undefined;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    rootLogger().warn({ bucket: rateLimitBucketOf(context), client: detail.tracker, hits: detail.totalHits }, 'rate limit reached');
    throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, API_MESSAGES.tooManyRequests);
  }
}
