export { CharitiesModule } from './charities.module';
export { CharityProfilesService } from './application/charity-profiles.service';
export { MembershipRenewalsService } from './application/membership-renewals.service';
export { CharityAdminQueriesService } from './application/charity-admin-queries.service';
