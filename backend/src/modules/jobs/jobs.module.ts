import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AnalyticsModule } from '../analytics';
import { EnquiriesModule } from '../enquiries';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { MatchingModule } from '../matching';
import { PrivacyModule } from '../privacy';
import { ProjectsModule } from '../projects';
import { ReviewsModule } from '../reviews';
import { JobLeaseService } from './application/job-lease.service';
import { JobsScheduler } from './application/jobs.scheduler';
import { JobLeaseEntity } from './infrastructure/job-lease.entity';
import { JobLeaseRepository } from './infrastructure/job-lease.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([JobLeaseEntity]),
    IdentityModule,
    MailModule,
    AnalyticsModule,
    EnquiriesModule,
    ProjectsModule,
    CharitiesModule,
    ConsultantsModule,
    MatchingModule,
    PrivacyModule,
    ReviewsModule,
  ],
  providers: [JobLeaseRepository, JobLeaseService, JobsScheduler],
  exports: [JobLeaseService],
})
export class JobsModule {}
