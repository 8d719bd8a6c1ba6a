import { InitialSchema1732250000000 } from './1732250000000-initial-schema';
import { IdentitySecurity1795449561032 } from './1795449561032-identity-security';
import { ConsultantDirectory1795600000000 } from './1795600000000-consultant-directory';
import { AuditSubjects1795700000000 } from './1795700000000-audit-subjects';
import { PublicForms1795900000000 } from './1795900000000-public-forms';

/** Every migration, in order. Listed explicitly so the same list works from ts-jest and from dist/. */
export const MIGRATIONS = [InitialSchema1732250000000, IdentitySecurity1795449561032, ConsultantDirectory1795600000000, AuditSubjects1795700000000, PublicForms1795900000000];
