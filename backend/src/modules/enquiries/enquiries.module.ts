import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { EnquiryListsService } from './application/enquiry-lists.service';
import { JoinWaitingListService } from './application/join-waiting-list.service';
import { RequestIntroductionService } from './application/request-introduction.service';
import { SubmitEnquiryService } from './application/submit-enquiry.service';
import { CharityWaitingListEntity } from './infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './infrastructure/consultant-waiting-list.entity';
import { EnquiryListsRepository } from './infrastructure/enquiry-lists.repository';
import { FormSubmissionEntity } from './infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from './infrastructure/introduction-request.entity';
import { PricingEnquiryEntity } from './infrastructure/pricing-enquiry.entity';
import { AdminEnquiryListsController } from './interface/http/admin-enquiry-lists.controller';
import { IntroductionRequestsController } from './interface/http/introduction-requests.controller';
import { PublicFormsController } from './interface/http/public-forms.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([IntroductionRequestEntity, FormSubmissionEntity, PricingEnquiryEntity, CharityWaitingListEntity, ConsultantWaitingListEntity]),
    ConsultantsModule,
    MailModule,
  ],
  controllers: [IntroductionRequestsController, PublicFormsController, AdminEnquiryListsController],
  providers: [RequestIntroductionService, SubmitEnquiryService, JoinWaitingListService, EnquiryListsService, EnquiryListsRepository],
})
export class EnquiriesModule {}
