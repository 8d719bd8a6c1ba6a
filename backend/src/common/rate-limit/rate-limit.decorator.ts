import { SetMetadata } from '@nestjs/common';

/** login: LOGIN_RATE_LIMIT per 15 min; form: FORM_RATE_LIMIT per minute per endpoint; visit: six times the form limit. */
export type RateLimitBucket = 'login' | 'form' | 'visit';

export const RATE_LIMIT = 'rateLimit';
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT, bucket);
