import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CharityWaitingListEntity } from './infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './infrastructure/consultant-waiting-list.entity';
import { FormSubmissionEntity } from './infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from './infrastructure/introduction-request.entity';
import { PricingEnquiryEntity } from './infrastructure/pricing-enquiry.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([IntroductionRequestEntity, FormSubmissionEntity, PricingEnquiryEntity, CharityWaitingListEntity, ConsultantWaitingListEntity]),
  ],
})
export class EnquiriesModule {}
