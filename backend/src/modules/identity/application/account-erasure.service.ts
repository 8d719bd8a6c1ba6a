import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { FORMER_MEMBER, PERSONAL_DATA_MESSAGES, UserRole } from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../../kernel/domain-errors';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import { TermsAcceptanceRepository } from '../infrastructure/terms-acceptance.repository';
import { UserRepository } from '../infrastructure/user.repository';
import { LoginAttemptsService } from './login-attempts.service';

/** Who is being erased: what the other modules search for and scrub (never leaves the server). */
export interface MemberIdentity {
  userId: number;
  username: string;
  email: string;
  name: string;
  phone: string | null;
  role: UserRole;
  isAdmin: boolean;
}

/** No scrypt hash has this shape, so verifyPassword is false for every password. */
const UNUSABLE_PASSWORD = '!erased';

/**
 * The identity side of D19: re-checking the member's password (counted like a login) and turning the
 * account into a tombstone that can never sign in again, inside the caller's transaction.
 */
@Injectable()
export class AccountErasureService {
  constructor(
    private readonly users: UserRepository,
    private readonly records: AccountRecordsRepository,
    private readonly acceptances: TermsAcceptanceRepository,
    private readonly attempts: LoginAttemptsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * 401 on a wrong password, which counts towards the lockout (429 once locked) like a failed login (D3).
   * A missing password is also 401 (issue 19: the caller has not proved who they are) but is not an attempt:
   * nothing was guessed, so it neither counts nor claims a slot.
   */
  async confirmOwnPassword(userId: number, password: string | undefined, ipAddress: string | null): Promise<void> {
    if (typeof password !== 'string' || password.length === 0) throw new UnauthorizedError(PERSONAL_DATA_MESSAGES.passwordRequired);
    const user = await this.users.findById(userId);
    if (!user || user.erasedAt) throw new UnauthorizedError(PERSONAL_DATA_MESSAGES.passwordIncorrect);
    if (!(await this.attempts.checkPassword(user, password, ipAddress))) throw new UnauthorizedError(PERSONAL_DATA_MESSAGES.passwordIncorrect);
  }

  /** The member as they are now; 404 for an unknown or already erased account. Joins the ambient transaction. */
  async findLiveMember(userId: number): Promise<MemberIdentity> {
    requireTransaction('AccountErasureService.findLiveMember');
    const user = await this.users.findById(userId);
    if (!user || user.erasedAt) throw new NotFoundError(PERSONAL_DATA_MESSAGES.userNotFound);
    return { userId: user.id, username: user.username, email: user.email, name: user.name, phone: user.phone, role: user.role, isAdmin: user.isAdmin || user.role === 'admin' };
  }

  /** In the caller's transaction: 409 for the last admin; otherwise tombstones, sessions and tokens gone. */
  async tombstone(member: MemberIdentity, keepOrganisation: boolean): Promise<void> {
    requireTransaction('AccountErasureService.tombstone');
    if (member.isAdmin) {
      if ((await this.users.countOtherLiveAdmins(member.userId)) === 0) throw new ConflictError(PERSONAL_DATA_MESSAGES.lastAdmin);
    }
    const tombstone = `erased-${member.userId}`;
    const tombstoneEmail = `${tombstone}@erased.invalid`;
    await this.users.update(member.userId, {
      username: tombstone,
      email: tombstoneEmail,
      emailNormalized: tombstoneEmail,
      name: FORMER_MEMBER,
      phone: null,
      bio: null,
      website: null,
      password: UNUSABLE_PASSWORD,
      mustChangePassword: false,
      temporaryPasswordEncrypted: null,
      temporaryPasswordSetAt: null,
      termsIpAddress: null,
      termsUserAgent: null,
      failedLoginAttempts: 0,
      lockedUntil: null,
      ...(keepOrganisation ? {} : { organisation: null }),
      erasedAt: this.clock.now(),
    });
    // Signed out everywhere at once: the session store reads these rows on every request.
    await this.records.endSessions(member.userId);
    await this.records.deleteResetTokensOf(member.userId);
    await this.acceptances.forgetOrigin(member.userId);
  }
}
