import { SetMetadata } from '@nestjs/common';

/** login: LOGIN_RATE_LIMIT per 15 min; form: FORM_RATE_LIMIT per minute per endpoint. */
export type RateLimitBucket = 'login' | 'form';

export const RATE_LIMIT = 'rateLimit';
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT, bucket);
