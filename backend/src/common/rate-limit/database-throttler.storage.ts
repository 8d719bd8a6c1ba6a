import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';

import { Clock, CLOCK } from '../../config/clock';
import { SqlDialect } from '../../database/sql-dialect';
import { isRetryableTransactionError } from '../../database/transient-errors';
import { rootLogger } from '../logging/logger';
import { RateLimitCounterEntity } from './rate-limit-counter.entity';

const KEY_LENGTH = 200;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler storage on `rate_limit_counters` (D11: every instance sees the same counts). Fixed windows of
 * `ttl` ms: one atomic upsert per hit, then a read of the count. Over the limit the caller stays refused until the
 * window ends (the throttler's `blockDuration` is not used: the window is the block).
 * When the counter keeps losing write conflicts (many nodes counting one hot key, issue 20), the hit is let through
 * and logged: failing open once costs one uncounted request, failing closed would turn contention into 500s.
 */
@Injectable()
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / ttl) * ttl;
    const bucketKey = `${key}:${windowStart}`.slice(0, KEY_LENGTH);
    const expiresAt = new Date(windowStart + ttl);
    const timeToExpire = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
    let totalHits: number;
    try {
      totalHits = await this.count(bucketKey, expiresAt);
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error;
      rootLogger().warn({ err: error, bucketKey }, 'rate-limit counter kept conflicting; request let through uncounted');
      return { totalHits: 0, timeToExpire, isBlocked: false, timeToBlockExpire: 0 };
    }
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }

  private async count(bucketKey: string, expiresAt: Date): Promise<number> {
    const manager = this.dataSource.manager;
    await this.dialect.incrementCounter(manager, 'rate_limit_counters', 'bucketKey', bucketKey, 'hits', { column: 'expiresAt', value: expiresAt });
    const row = await manager.findOne(RateLimitCounterEntity, { where: { bucketKey }, select: { hits: true } });
    return row?.hits ?? 1;
  }

  async deleteExpired(): Promise<number> {
    const result = await this.dataSource.manager.delete(RateLimitCounterEntity, { expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }
}
