import type { AppConfig } from '../../config/app-config';
import type { RateLimitBucket } from './rate-limit.decorator';

/** D11: track-visit allows six times the form limit. */
const VISIT_LIMIT_FACTOR = 6;

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** D3 and D11: what each bucket allows per client in one fixed window. */
export function rateLimitPolicy(bucket: RateLimitBucket, config: Pick<AppConfig, 'loginRateLimit' | 'formRateLimit'>): RateLimitPolicy {
  switch (bucket) {
    case 'login':
      return { limit: config.loginRateLimit, windowMs: 15 * 60_000 };
    case 'form':
      return { limit: config.formRateLimit, windowMs: 60_000 };
    case 'visit':
      // Every route change of a visitor's session records a visit, so far more calls than form submissions.
      return { limit: config.formRateLimit * VISIT_LIMIT_FACTOR, windowMs: 60_000 };
  }
}
