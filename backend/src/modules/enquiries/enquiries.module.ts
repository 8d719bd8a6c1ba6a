import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { RequestIntroductionService } from './application/request-introduction.service';
import { WaitingListDemandService } from './application/waiting-list-demand.service';
import { CharityWaitingListEntity } from './infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './infrastructure/consultant-waiting-list.entity';
import { FormSubmissionEntity } from './infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from './infrastructure/introduction-request.entity';
import { PricingEnquiryEntity } from './infrastructure/pricing-enquiry.entity';
import { IntroductionRequestsController } from './interface/http/introduction-requests.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([IntroductionRequestEntity, FormSubmissionEntity, PricingEnquiryEntity, CharityWaitingListEntity, ConsultantWaitingListEntity]),
    ConsultantsModule,
    MailModule,
  ],
  controllers: [IntroductionRequestsController],
  providers: [RequestIntroductionService, WaitingListDemandService],
  exports: [WaitingListDemandService],
})
export class EnquiriesModule {}
