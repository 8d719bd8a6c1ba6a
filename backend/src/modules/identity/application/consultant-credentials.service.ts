import { Inject, Injectable } from '@nestjs/common';

import { encryptSecret } from '../../../common/crypto/secret-cipher';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConsultantProfilesService, NewConsultantProfile } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { hashPassword } from '../domain/password-hasher';
import { basicPasswordProblem } from '../domain/password-policy';
import { generateTemporaryPassword, temporaryPasswordExpired } from '../domain/temporary-password';
import { CreatePreListedConsultantRequest, isAdminUser, isOwnerAccount } from '../../../contracts';
import { AuditTrailService } from '../../audit';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import { UserRepository } from '../infrastructure/user.repository';
import { AccountFactoryService } from './account-factory.service';

export const CREDENTIAL_MESSAGES = {
  notApproved: 'Only approved consultants can be given temporary credentials',
  alreadyPending: 'This consultant already has a temporary password and has not finished onboarding',
  consultantNotFound: 'Consultant not found',
  adminOrOwner: 'Temporary credentials cannot be given to an admin or the owner account',
} as const;

export type PreListedConsultant = CreatePreListedConsultantRequest;

/** An account an admin creates for a consultant; a blank temporary password is generated. */
export interface AdminCreatedConsultant {
  account: { username: string; email: string; name: string; organisation?: string | null; phone?: string | null; bio?: string | null };
  temporaryPassword?: string | null;
  profile: Omit<NewConsultantProfile, 'userId' | 'availability'>;
}

export interface IssuedCredentials {
  consultantId: number;
  userId: number;
  username: string;
  temporaryPassword: string;
}

/**
 * DECISIONS D5: temporary passwords are random (or admin-chosen, 8+), hashed for login and kept
 * encrypted only while the consultant must still change it. The mail never contains the password.
 */
@Injectable()
export class ConsultantCredentialsService {
  constructor(
    private readonly users: UserRepository,
    private readonly records: AccountRecordsRepository,
    private readonly transactions: TransactionRunner,
    private readonly accounts: AccountFactoryService,
    private readonly consultants: ConsultantProfilesService,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async sealTemporaryPassword(chosen: string | null | undefined) {
    const temporaryPassword = chosen?.trim() ? chosen : generateTemporaryPassword();
    const problem = basicPasswordProblem(temporaryPassword);
    if (problem) throw new InvalidInputError(problem, { temporaryPassword: problem });
    return {
      temporaryPassword,
      passwordHash: await hashPassword(temporaryPassword),
      temporaryPasswordEncrypted: encryptSecret(temporaryPassword, this.config.credentialsKey),
      temporaryPasswordSetAt: this.clock.now(),
    };
  }

  async createPreListed(admin: { id: number }, input: PreListedConsultant, ipAddress: string | null): Promise<IssuedCredentials> {
    return this.createAccount(admin, {
      account: { username: input.username, email: input.email, name: input.name, organisation: input.organisation },
      temporaryPassword: input.temporaryPassword,
      profile: {
        expertise: input.expertise,
        yearsExperience: input.yearsExperience,
        isApproved: true,
        profileSummary: input.profileSummary ?? null,
        previousExperience: input.previousExperience ?? null,
        specialisations: input.specialisations ?? null,
        linkedin: input.linkedin ?? null,
      },
    }, ipAddress, 'temp_credentials_assigned');
  }

  /**
   * Any consultant account an admin creates (pre-listed, the full and the simple form of 001 §3): it starts
   * with a temporary password to change, so the consultant onboards like every admin-made account.
   */
  async createAccount(admin: { id: number }, input: AdminCreatedConsultant, ipAddress: string | null, action: 'temp_credentials_assigned' | 'consultant_account_created'): Promise<IssuedCredentials> {
    if (isOwnerAccount(input.account.email, this.config.ownerEmail)) throw new ConflictError(CREDENTIAL_MESSAGES.adminOrOwner);
    await this.accounts.assertAvailable(input.account.username, input.account.email);
    const sealed = await this.sealTemporaryPassword(input.temporaryPassword);
    return this.transactions.run(async () => {
      const user = await this.accounts.create({
        ...input.account,
        passwordHash: sealed.passwordHash,
        role: 'consultant',
        isConsultant: true,
        mustChangePassword: true,
        temporaryPasswordEncrypted: sealed.temporaryPasswordEncrypted,
        temporaryPasswordSetAt: sealed.temporaryPasswordSetAt,
      });
      const { profile } = input;
      const consultantId = await this.consultants.create({ ...profile, userId: user.id, expertise: [...new Set(profile.expertise)], availability: true });
      await this.audit.record({ action, actorUserId: admin.id, subjectUserId: user.id, subject: { type: 'consultant', id: consultantId }, ipAddress, details: { consultantId, created: true } });
      await this.mail.enqueue(user.email, 'temporaryCredentialsNotice', { name: user.name, username: user.username });
      return { consultantId, userId: user.id, username: user.username, temporaryPassword: sealed.temporaryPassword };
    });
  }

  /**
   * 409 unless the consultant is approved, not waiting to change a live temporary password, and neither an
   * admin nor the owner. An expired temporary password can be replaced: that is what its login message asks for.
   */
  async assignTemporary(admin: { id: number }, consultantId: number, chosen: string | null | undefined, ipAddress: string | null): Promise<IssuedCredentials> {
    const profile = await this.consultants.findById(consultantId);
    if (!profile) throw new NotFoundError(CREDENTIAL_MESSAGES.consultantNotFound);
    const user = await this.users.findById(profile.userId);
    if (!user) throw new NotFoundError(CREDENTIAL_MESSAGES.consultantNotFound);
    // An admin's or the owner's password must never be one the team has seen (D5).
    if (isAdminUser(user) || isOwnerAccount(user.email, this.config.ownerEmail)) throw new ConflictError(CREDENTIAL_MESSAGES.adminOrOwner);
    if (!profile.isApproved) throw new ConflictError(CREDENTIAL_MESSAGES.notApproved);
    if (user.mustChangePassword && !temporaryPasswordExpired(user, this.clock.now(), this.config.tempPasswordTtlHours)) {
      throw new ConflictError(CREDENTIAL_MESSAGES.alreadyPending);
    }
    const sealed = await this.sealTemporaryPassword(chosen);

    await this.transactions.run(async () => {
      // Only if nobody changed the password since it was read (a parallel assignment loses).
      const updated = await this.users.updateIfPasswordIs(user.id, user.password, {
        password: sealed.passwordHash,
        mustChangePassword: true,
        temporaryPasswordEncrypted: sealed.temporaryPasswordEncrypted,
        temporaryPasswordSetAt: sealed.temporaryPasswordSetAt,
        failedLoginAttempts: 0,
        lockedUntil: null,
      });
      if (!updated) throw new ConflictError(CREDENTIAL_MESSAGES.alreadyPending);
      // The old password no longer works; sessions opened with it end too.
      await this.records.endSessions(user.id);
      await this.audit.record({ action: 'temp_credentials_assigned', actorUserId: admin.id, subjectUserId: user.id, subject: { type: 'consultant', id: consultantId }, ipAddress, details: { consultantId } });
      await this.mail.enqueue(user.email, 'temporaryCredentialsNotice', { name: user.name, username: user.username });
    });
    return { consultantId, userId: user.id, username: user.username, temporaryPassword: sealed.temporaryPassword };
  }
}
