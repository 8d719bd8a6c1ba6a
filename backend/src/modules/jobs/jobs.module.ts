import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AnalyticsModule } from '../analytics';
import { EnquiriesModule } from '../enquiries';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { PrivacyModule } from '../privacy';
import { ProjectsModule } from '../projects';
import { JobLeaseService } from './application/job-lease.service';
import { JobsScheduler } from './application/jobs.scheduler';
import { JobLeaseEntity } from './infrastructure/job-lease.entity';

@Module({
  imports: [
    ScheduleModule.forRoot(),
    TypeOrmModule.forFeature([JobLeaseEntity]),
    IdentityModule,
    MailModule,
    AnalyticsModule,
    EnquiriesModule,
    ProjectsModule,
    CharitiesModule,
    ConsultantsModule,
    PrivacyModule,
  ],
  providers: [JobLeaseService, JobsScheduler],
  exports: [JobLeaseService],
})
export class JobsModule {}
