import type { AppConfig } from '../../config/app-config';
import type { RateLimitBucket } from './rate-limit.decorator';

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
  }
}
