import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AnalyticsModule } from '../analytics';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { JobLeaseService } from './application/job-lease.service';
import { JobsScheduler } from './application/jobs.scheduler';
import { JobLeaseEntity } from './infrastructure/job-lease.entity';

@Module({
  imports: [ScheduleModule.forRoot(), TypeOrmModule.forFeature([JobLeaseEntity]), IdentityModule, MailModule, AnalyticsModule],
  providers: [JobLeaseService, JobsScheduler],
  exports: [JobLeaseService],
})
export class JobsModule {}
