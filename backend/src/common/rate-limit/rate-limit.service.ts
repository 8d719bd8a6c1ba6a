import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock, CLOCK } from '../../config/clock';
import { SqlDialect } from '../../database/sql-dialect';
import { RateLimitBucket } from './rate-limit.decorator';
import { RateLimitCounterEntity } from './rate-limit-counter.entity';

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

@Injectable()
export class RateLimitService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private policy(bucket: RateLimitBucket): { limit: number; windowMs: number } {
    switch (bucket) {
      case 'login':
        return { limit: this.config.loginRateLimit, windowMs: 15 * 60_000 };
      case 'form':
        return { limit: this.config.formRateLimit, windowMs: 60_000 };
    }
  }

  /** Counts one hit for (bucket, endpoint, ip) in the current fixed window. */
  async hit(bucket: RateLimitBucket, endpoint: string, ip: string): Promise<RateLimitVerdict> {
    const { limit, windowMs } = this.policy(bucket);
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const key = `${bucket}:${endpoint}:${ip}:${windowStart}`.slice(0, 200);
    const expiresAt = new Date(windowStart + windowMs);
    const manager = this.dataSource.manager;
    await this.dialect.incrementCounter(manager, 'rate_limit_counters', 'bucketKey', key, 'hits', { column: 'expiresAt', value: expiresAt });
    const row = await manager.findOne(RateLimitCounterEntity, { where: { bucketKey: key }, select: { hits: true } });
    const hits = row?.hits ?? 1;
    return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)) };
  }

  async deleteExpired(): Promise<number> {
    const result = await this.dataSource.manager.delete(RateLimitCounterEntity, { expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }
}
