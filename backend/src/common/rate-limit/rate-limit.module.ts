import { ExecutionContext, Global, Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerModuleOptions } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Request } from 'express';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rateLimitClientKey } from './client-key';
import { DatabaseThrottlerStorage } from './database-throttler.storage';
import { rateLimitBucketOf } from './rate-limit.decorator';
import { rateLimitPolicy } from './rate-limit-policy';
import { RateLimitCounterEntity } from './rate-limit-counter.entity';
import { rateLimitKey, RateLimitService } from './rate-limit.service';

@Module({
  imports: [TypeOrmModule.forFeature([RateLimitCounterEntity])],
  providers: [DatabaseThrottlerStorage],
  exports: [DatabaseThrottlerStorage],
})
class RateLimitStorageModule {}

/** One throttler whose limit and window follow the handler's `@RateLimit` bucket, so the headers keep their plain names. */
function throttlerOptions(config: AppConfig, storage: DatabaseThrottlerStorage): ThrottlerModuleOptions {
  const policy = (context: ExecutionContext) => rateLimitPolicy(rateLimitBucketOf(context) ?? 'form', config);
  return {
    storage,
    throttlers: [{ limit: (context) => policy(context).limit, ttl: (context) => policy(context).windowMs }],
    getTracker: (req) => rateLimitClientKey((req as Request).ip),
    generateKey: (context, client) => {
      const req = context.switchToHttp().getRequest<Request>();
      const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
      return rateLimitKey(rateLimitBucketOf(context) ?? 'form', `${req.method} ${route}`, client);
    },
  };
}

@Global()
@Module({
  imports: [
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [APP_CONFIG, DatabaseThrottlerStorage],
      useFactory: throttlerOptions,
    }),
  ],
  providers: [RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
