import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';

import { Clock, CLOCK } from '../../config/clock';
import { SqlDialect } from '../../database/sql-dialect';
import { RateLimitCounterEntity } from './rate-limit-counter.entity';

const KEY_LENGTH = 200;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler storage on `rate_limit_counters` (D11: every instance sees the same counts). Fixed windows of
 * `ttl` ms: one atomic upsert per hit, then a read of the count. Over the limit the caller stays refused until the
 * window ends (the throttler's `blockDuration` is not used: the window is the block).
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
    const manager = this.dataSource.manager;
    await this.dialect.incrementCounter(manager, 'rate_limit_counters', 'bucketKey', bucketKey, 'hits', { column: 'expiresAt', value: expiresAt });
    const row = await manager.findOne(RateLimitCounterEntity, { where: { bucketKey }, select: { hits: true } });
    const totalHits = row?.hits ?? 1;
    const timeToExpire = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }

  async deleteExpired(): Promise<number> {
    const result = await this.dataSource.manager.delete(RateLimitCounterEntity, { expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }
}
