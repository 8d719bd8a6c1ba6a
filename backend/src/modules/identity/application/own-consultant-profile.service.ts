import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ConsultantProfileFields, CurrentUser, isAdminUser, isDualRole, OWN_CONSULTANT_PROFILE_TEXTS } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, ForbiddenError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { ConsultantProfilesService } from '../../consultants';
import { UserRepository } from '../infrastructure/user.repository';
import { CurrentUserService } from './current-user.service';

/**
 * Issue 16: the dual-role owner without a consultant profile creates one from the dual-role dashboard. Only a
 * dual-role account may (anyone else applies, or is added by an admin); an admin's own profile is approved at
 * once (an admin approves applications anyway), the non-admin owner's waits for review like an application.
 * Availability starts off: the person switches it on when ready.
 */
@Injectable()
export class OwnConsultantProfileService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UserRepository,
    private readonly consultants: ConsultantProfilesService,
    private readonly currentUser: CurrentUserService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: SessionUser, fields: ConsultantProfileFields): Promise<CurrentUser> {
    if (!isDualRole(user, this.config.ownerEmail)) throw new ForbiddenError(OWN_CONSULTANT_PROFILE_TEXTS.notDualRole);
    await this.transactions.run(async () => {
      // Two submits at once queue here; the second finds the first one's profile (consultants.userId is unique).
      await this.users.claim(user.id);
      if ((await this.consultants.findIdByUserId(user.id)) !== null) throw new ConflictError(OWN_CONSULTANT_PROFILE_TEXTS.exists);
      await this.consultants.create({
        userId: user.id,
        expertise: fields.expertise,
        yearsExperience: fields.yearsExperience,
        availability: false,
        linkedin: fields.linkedin ?? null,
        isApproved: isAdminUser(user),
        profileSummary: fields.profileSummary,
        previousExperience: fields.previousExperience ?? null,
        specialisations: fields.specialisations ?? null,
      });
      if (!user.isConsultant) await this.users.update(user.id, { isConsultant: true });
    });
    return this.currentUser.describeById(user.id);
  }
}
