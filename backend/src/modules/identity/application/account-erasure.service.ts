import { Inject, Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { FORMER_MEMBER, PERSONAL_DATA_MESSAGES, UserRole } from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../../kernel/domain-errors';
import { PasswordResetTokenEntity } from '../infrastructure/password-reset-token.entity';
import { SessionEntity } from '../infrastructure/session.entity';
import { TermsAcceptanceEntity } from '../infrastructure/terms-acceptance.entity';
import { UserEntity } from '../infrastructure/user.entity';
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
    const user = await this.users.findById(userId, requireTransaction('AccountErasureService.findLiveMember'));
    if (!user || user.erasedAt) throw new NotFoundError(PERSONAL_DATA_MESSAGES.userNotFound);
    return { userId: user.id, username: user.username, email: user.email, name: user.name, phone: user.phone, role: user.role, isAdmin: user.isAdmin || user.role === 'admin' };
  }

  /** In the caller's transaction: 409 for the last admin; otherwise tombstones, sessions and tokens gone. */
  async tombstone(member: MemberIdentity, keepOrganisation: boolean): Promise<void> {
    const manager = requireTransaction('AccountErasureService.tombstone');
    if (member.isAdmin) {
      const otherAdmins = await manager
        .createQueryBuilder(UserEntity, 'user')
        .where('(user.role = :admin OR user.isAdmin = :yes)', { admin: 'admin', yes: true })
        .andWhere('user.erasedAt IS NULL AND user.id <> :id', { id: member.userId })
        .getCount();
      if (otherAdmins === 0) throw new ConflictError(PERSONAL_DATA_MESSAGES.lastAdmin);
    }
    const tombstone = `erased-${member.userId}`;
    const tombstoneEmail = `${tombstone}@erased.invalid`;
    await manager.update(UserEntity, { id: member.userId }, {
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
    await manager.delete(SessionEntity, { userId: member.userId });
    await manager.delete(PasswordResetTokenEntity, { userId: member.userId });
    // The acceptances stay as a pseudonymous record of what was agreed when; where from is personal.
    await manager.update(TermsAcceptanceEntity, { userId: member.userId, ipAddress: Not(IsNull()) }, { ipAddress: null });
    await manager.update(TermsAcceptanceEntity, { userId: member.userId, userAgent: Not(IsNull()) }, { userAgent: null });
  }
}
