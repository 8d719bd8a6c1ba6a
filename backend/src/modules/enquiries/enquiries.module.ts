import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { MatchingModule } from '../matching';
import { NotificationsModule } from '../notifications';
import { EnquiryListsService } from './application/enquiry-lists.service';
import { IntroductionNeedSource } from './application/introduction-need-source';
import { JoinWaitingListService } from './application/join-waiting-list.service';
import { IntroductionWorkService } from './application/introduction-work.service';
import { RequestIntroductionService } from './application/request-introduction.service';
import { SubmitEnquiryService } from './application/submit-enquiry.service';
import { WaitingListDemandService } from './application/waiting-list-demand.service';
import { CharityWaitingListEntity } from './infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './infrastructure/consultant-waiting-list.entity';
import { EnquiryListsRepository } from './infrastructure/enquiry-lists.repository';
import { FormSubmissionEntity } from './infrastructure/form-submission.entity';
import { IntroductionRequestMoveEntity } from './infrastructure/introduction-request-move.entity';
import { IntroductionRequestEntity } from './infrastructure/introduction-request.entity';
import { ScheduledDigestEntity } from './infrastructure/scheduled-digest.entity';
import { PricingEnquiryEntity } from './infrastructure/pricing-enquiry.entity';
import { AdminEnquiryListsController } from './interface/http/admin-enquiry-lists.controller';
import { IntroductionRequestsController } from './interface/http/introduction-requests.controller';
import { PublicFormsController } from './interface/http/public-forms.controller';
import { ConsultantIntroductionsService } from './application/consultant-introductions.service';
import { WaitingListRepository } from './infrastructure/waiting-list.repository';
import { EnquiryIntakeRepository } from './infrastructure/enquiry-intake.repository';
import { IntroductionWorkRepository } from './infrastructure/introduction-work.repository';
import { ConsultantIntroductionsRepository } from './infrastructure/consultant-introductions.repository';
import { ConsultantIntroductionsController } from './interface/http/consultant-introductions.controller';

import { EnquiriesByEmailService } from './application/enquiries-by-email.service';
import { EnquiryAnonymiserService } from './application/enquiry-anonymiser.service';
import { EnquiriesByEmailQuery } from './infrastructure/enquiries-by-email.query';
import { EnquiryAnonymiserRepository } from './infrastructure/enquiry-anonymiser.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([IntroductionRequestEntity, FormSubmissionEntity, PricingEnquiryEntity, CharityWaitingListEntity, ConsultantWaitingListEntity]),
    TypeOrmModule.forFeature([IntroductionRequestMoveEntity, ScheduledDigestEntity]),
    AuditModule,
    ConsultantsModule,
    MailModule,
    MatchingModule,
    NotificationsModule,
  ],
  controllers: [ConsultantIntroductionsController, IntroductionRequestsController, PublicFormsController, AdminEnquiryListsController],
  providers: [
    ConsultantIntroductionsRepository,
    WaitingListRepository,
    EnquiryIntakeRepository,
    IntroductionWorkRepository,
    ConsultantIntroductionsService,
    RequestIntroductionService,
    SubmitEnquiryService,
    JoinWaitingListService,
    EnquiryListsService,
    EnquiryListsRepository,
    IntroductionWorkService,
    WaitingListDemandService,
    IntroductionNeedSource,
    EnquiryAnonymiserRepository,
    EnquiryAnonymiserService,
    EnquiriesByEmailQuery,
    EnquiriesByEmailService,
  ],
  exports: [IntroductionWorkService, WaitingListDemandService, EnquiryAnonymiserService, EnquiriesByEmailService],
})
export class EnquiriesModule {}
