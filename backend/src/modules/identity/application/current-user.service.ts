import { Inject, Injectable } from '@nestjs/common';

import type { SessionUser } from '../../../common/http/session-user';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { CurrentUser } from '../../../contracts';
import { CharityProfilesService } from '../../charities';
import { ConsultantProfilesService } from '../../consultants';
import { isConsultantUser, isDualRole, needsTermsUpdate } from '../domain/user-roles';
import { UserEntity } from '../infrastructure/user.entity';

/** Builds the spec's current-user shape (spec 000 §3) from a user row and its profile. */
@Injectable()
export class CurrentUserService {
  constructor(
    private readonly consultants: ConsultantProfilesService,
    private readonly charities: CharityProfilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Accepts the session's user (already loaded with the session) or a fresh row. */
  async describe(user: SessionUser | UserEntity): Promise<CurrentUser> {
    const [consultantProfile, charityProfile] = await Promise.all([
      isConsultantUser(user) ? this.consultants.findSummaryByUserId(user.id) : null,
      user.role === 'charity' ? this.charities.findSummaryByUserId(user.id) : null,
    ]);
    const facts = { role: user.role, isAdmin: !!user.isAdmin, isConsultant: !!user.isConsultant, email: user.email };
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      username: user.username,
      role: user.role,
      isAdmin: facts.isAdmin,
      isConsultant: facts.isConsultant,
      isDualRole: isDualRole(facts, this.config.ownerEmail),
      mustChangePassword: !!user.mustChangePassword,
      hasAcceptedTerms: !!user.hasAcceptedTerms,
      needsTermsUpdate: needsTermsUpdate({ ...facts, mustChangePassword: !!user.mustChangePassword, hasAcceptedTerms: !!user.hasAcceptedTerms, termsVersion: user.termsVersion }, this.config.termsVersion),
      organization: user.organisation,
      bio: user.bio,
      consultantProfile,
      charityProfile,
    };
  }
}
