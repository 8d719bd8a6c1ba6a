export { EnquiriesModule } from './enquiries.module';
export { WaitingListDemandService } from './application/waiting-list-demand.service';
export type { PrimaryNeedCount } from './application/waiting-list-demand.service';
