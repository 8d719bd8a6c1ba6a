export { EnquiriesModule } from './enquiries.module';
export { IntroductionWorkService } from './application/introduction-work.service';
export { WaitingListDemandService } from './application/waiting-list-demand.service';
export { EnquiryAnonymiserService } from './application/enquiry-anonymiser.service';
export { EnquiriesByEmailService } from './application/enquiries-by-email.service';
