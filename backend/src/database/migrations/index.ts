import { InitialSchema1732250000000 } from './1732250000000-initial-schema';
import { IdentitySecurity1795449561032 } from './1795449561032-identity-security';
import { ConsultantDirectory1795600000000 } from './1795600000000-consultant-directory';
import { AuditSubjects1795700000000 } from './1795700000000-audit-subjects';
import { AvailabilityFreshness1795800000000 } from './1795800000000-availability-freshness';
import { PublicForms1795900000000 } from './1795900000000-public-forms';
import { ProjectWorkspace1796000000000 } from './1796000000000-project-workspace';
import { AdminBackOffice1796100000000 } from './1796100000000-admin-back-office';
import { AdminListSort1796210000000 } from './1796210000000-admin-list-sort';
import { Utf8mb4Everywhere1797000000000 } from './1797000000000-utf8mb4-everywhere';
import { JobSlots1797100000000 } from './1797100000000-job-slots';
import { CharityAdmin1797200000000 } from './1797200000000-charity-admin';
import { Notifications1797300000000 } from './1797300000000-notifications';
import { ConsultantIntroductions1797300000001 } from './1797300000001-consultant-introductions';
import { Matching1797400000000 } from './1797400000000-matching';
import { PersonalData1797500000000 } from './1797500000000-personal-data';
import { ConsentRecords1797500000001 } from './1797500000001-consent-records';
import { ClusterLockVersions1797600000000 } from './1797600000000-cluster-lock-versions';
import { MessageUnreadIndex1797700000000 } from './1797700000000-message-unread-index';
import { Reviews1798000000000 } from './1798000000000-reviews';
import { OutcomeEvents1798100000000 } from './1798100000000-outcome-events';
import { MatchingPoolIndexes1798200000000 } from './1798200000000-matching-pool-indexes';
import { MembershipTierRequests1798300000000 } from './1798300000000-membership-tier-requests';
import { DirectoryChangeMarker1798500000000 } from './1798500000000-directory-change-marker';
import { IntroductionStatusSortKey1799000000000 } from './1799000000000-introduction-status-sort-key';
import { NeedListKeys1799000000001 } from './1799000000001-need-list-keys';
import { AdminCharitiesSortIndexes1799100000000 } from './1799100000000-admin-charities-sort-indexes';
import { AdminProjectListKeys1799220000000 } from './1799220000000-admin-project-list-keys';
import { MembershipRequestListKeys1799220000001 } from './1799220000001-membership-request-list-keys';
import { ReviewListKeys1799220000002 } from './1799220000002-review-list-keys';
import { SignedTermsListKeys1799230000000 } from './1799230000000-signed-terms-list-keys';
import { ConsultantRosterSortIndexes1799240000000 } from './1799240000000-consultant-roster-sort-indexes';
import { ConsultantRosterKeys1799250000000 } from './1799250000000-consultant-roster-keys';
import { SignedTermsAccountKeys1799250000001 } from './1799250000001-signed-terms-account-keys';
import { StaleAvailabilityKeys1799250000002 } from './1799250000002-stale-availability-keys';

/** Every migration, in order. Listed explicitly so the same list works from ts-jest and from dist/. One per line: parallel branches each add one. */
export const MIGRATIONS = [
  InitialSchema1732250000000,
  IdentitySecurity1795449561032,
  ConsultantDirectory1795600000000,
  AuditSubjects1795700000000,
  AvailabilityFreshness1795800000000,
  PublicForms1795900000000,
  ProjectWorkspace1796000000000,
  AdminBackOffice1796100000000,
  AdminListSort1796210000000,
  Utf8mb4Everywhere1797000000000,
  JobSlots1797100000000,
  CharityAdmin1797200000000,
  Notifications1797300000000,
  ConsultantIntroductions1797300000001,
  Matching1797400000000,
  PersonalData1797500000000,
  ConsentRecords1797500000001,
  ClusterLockVersions1797600000000,
  MessageUnreadIndex1797700000000,
  Reviews1798000000000,
  OutcomeEvents1798100000000,
  MatchingPoolIndexes1798200000000,
  MembershipTierRequests1798300000000,
  DirectoryChangeMarker1798500000000,
  IntroductionStatusSortKey1799000000000,
  NeedListKeys1799000000001,
  AdminCharitiesSortIndexes1799100000000,
  AdminProjectListKeys1799220000000,
  MembershipRequestListKeys1799220000001,
  ReviewListKeys1799220000002,
  SignedTermsListKeys1799230000000,
  ConsultantRosterSortIndexes1799240000000,
  ConsultantRosterKeys1799250000000,
  SignedTermsAccountKeys1799250000001,
  StaleAvailabilityKeys1799250000002,
];
