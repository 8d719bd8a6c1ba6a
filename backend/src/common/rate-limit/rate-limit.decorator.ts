import { ExecutionContext, SetMetadata } from '@nestjs/common';

/** login: LOGIN_RATE_LIMIT per 15 min; form: FORM_RATE_LIMIT per minute per endpoint; visit: six times that (D11). */
export type RateLimitBucket = 'login' | 'form' | 'visit';

export const RATE_LIMIT = 'rateLimit';
/** Limits the handler per client IP (or IPv6 /64); handlers without it are not limited. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT, bucket);

export function rateLimitBucketOf(context: ExecutionContext): RateLimitBucket | undefined {
  return Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RateLimitBucket | undefined;
}
