import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { RateLimitCounterEntity } from './rate-limit-counter.entity';
import { RateLimitService } from './rate-limit.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitCounterEntity])],
  providers: [RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
