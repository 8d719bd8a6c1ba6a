import { InitialSchema1732250000000 } from './1732250000000-initial-schema';
import { IdentitySecurity1795449561032 } from './1795449561032-identity-security';
import { ConsultantDirectory1795600000000 } from './1795600000000-consultant-directory';
import { AuditSubjects1795700000000 } from './1795700000000-audit-subjects';
import { AvailabilityFreshness1795800000000 } from './1795800000000-availability-freshness';
import { PublicForms1795900000000 } from './1795900000000-public-forms';
import { ProjectWorkspace1796000000000 } from './1796000000000-project-workspace';
import { AdminBackOffice1796100000000 } from './1796100000000-admin-back-office';
import { AdminListSort1796210000000 } from './1796210000000-admin-list-sort';
import { MessageUnreadIndex1797700000000 } from './1797700000000-message-unread-index';

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
  MessageUnreadIndex1797700000000,
];
