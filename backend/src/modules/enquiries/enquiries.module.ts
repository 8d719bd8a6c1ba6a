import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { IntroductionWorkService } from './application/introduction-work.service';
import { RequestIntroductionService } from './application/request-introduction.service';
import { CharityWaitingListEntity } from './infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './infrastructure/consultant-waiting-list.entity';
import { FormSubmissionEntity } from './infrastructure/form-submission.entity';
import { IntroductionRequestMoveEntity } from './infrastructure/introduction-request-move.entity';
import { IntroductionRequestEntity } from './infrastructure/introduction-request.entity';
import { ScheduledDigestEntity } from './infrastructure/scheduled-digest.entity';
import { PricingEnquiryEntity } from './infrastructure/pricing-enquiry.entity';
import { IntroductionRequestsController } from './interface/http/introduction-requests.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([IntroductionRequestEntity, FormSubmissionEntity, PricingEnquiryEntity, CharityWaitingListEntity, ConsultantWaitingListEntity]),
    TypeOrmModule.forFeature([IntroductionRequestMoveEntity, ScheduledDigestEntity]),
    AuditModule,
    ConsultantsModule,
    MailModule,
  ],
  controllers: [IntroductionRequestsController],
  providers: [RequestIntroductionService, IntroductionWorkService],
  exports: [IntroductionWorkService],
})
export class EnquiriesModule {}
