import { Inject, Injectable } from '@nestjs/common';

import type { SessionUser } from '../../../kernel/session-user';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { CurrentUser, isCharityUser, isConsultantUser, isDualRole, needsTermsUpdate } from '../../../contracts';
import { CharityProfilesService } from '../../charities';
import { ConsultantProfilesService } from '../../consultants';
import { UserEntity } from '../infrastructure/user.entity';
import { UserRepository } from '../infrastructure/user.repository';

/** Builds the spec's current-user shape (spec 000 §3) from a user row and its profile. */
@Injectable()
export class CurrentUserService {
  constructor(
    private readonly consultants: ConsultantProfilesService,
    private readonly charities: CharityProfilesService,
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The current state of a user who was just changed (terms accepted, password changed). */
  async describeById(userId: number): Promise<CurrentUser> {
    const user = await this.users.findById(userId);
    if (!user) throw new Error(`User ${userId} vanished while being described`);
    return this.describe(user);
  }

  /** Accepts the session's user (already loaded with the session) or a fresh row. */
  async describe(user: SessionUser | UserEntity): Promise<CurrentUser> {
    const [consultantProfile, charityProfile] = await Promise.all([
      isConsultantUser(user) ? this.consultants.findSummaryByUserId(user.id) : null,
      isCharityUser(user) ? this.charities.findSummaryByUserId(user.id) : null,
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
      needsTermsUpdate: needsTermsUpdate({ ...facts, hasAcceptedTerms: !!user.hasAcceptedTerms, termsVersion: user.termsVersion }, this.config.termsVersion),
      organization: user.organisation,
      bio: user.bio,
      consultantProfile,
      charityProfile,
    };
  }
}
