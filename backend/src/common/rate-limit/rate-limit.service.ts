import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rateLimitClientKey } from './client-key';
import { DatabaseThrottlerStorage } from './database-throttler.storage';
import { RateLimitBucket } from './rate-limit.decorator';
import { rateLimitPolicy } from './rate-limit-policy';

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counter key shared by the guard and direct callers: `bucket:METHOD /route:client`, then the window start. */
export const rateLimitKey = (bucket: RateLimitBucket, endpoint: string, client: string) => `${bucket}:${endpoint}:${client}`;

/** The same counters as the guard, for code that limits outside a route (and for the cleanup job). */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly storage: DatabaseThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one hit for (bucket, endpoint, client address) in the current fixed window. */
  async hit(bucket: RateLimitBucket, endpoint: string, ip: string): Promise<RateLimitVerdict> {
    const { limit, windowMs } = rateLimitPolicy(bucket, this.config);
    const record = await this.storage.increment(rateLimitKey(bucket, endpoint, rateLimitClientKey(ip)), windowMs, limit);
    return { allowed: !record.isBlocked, retryAfterSeconds: record.timeToExpire };
  }

  deleteExpired(): Promise<number> {
    return this.storage.deleteExpired();
  }
}
