import { Inject, Injectable } from '@nestjs/common';

import { decryptSecret, encryptSecret } from '../../../common/crypto/secret-cipher';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { ADMIN_MESSAGES, CredentialRecordView, CursorPage, CredentialTestView, isAdminUser, isOwnerAccount, StandardizeResult } from '../../../contracts';
import { rawBool } from '../../../database/raw-values';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { ConsultantRosterService, RosterEntry } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { hashPassword, verifyPassword } from '../domain/password-hasher';
import { firstFreeUsername, standardUsernameBase } from '../domain/standard-username';
import { generateTemporaryPassword, temporaryPasswordExpired } from '../domain/temporary-password';
import { CredentialRosterRepository } from '../infrastructure/credential-roster.repository';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import type { UserEntity } from '../infrastructure/user.entity';
import { UserRepository } from '../infrastructure/user.repository';
import { CREDENTIAL_MESSAGES } from './consultant-credentials.service';
import type { Actor } from '../../../kernel/actor';

/** Standardize All reads the approved consultants' accounts in batches of this many. */
const STANDARDIZE_BATCH = 200;

/**
 * DECISIONS D5 on the dual-role Admin View: the credentials grid (temporary passwords decrypted only while
 * they are live), Standardize All (first.last usernames, a fresh random password EACH, finished consultants
 * skipped) and Test (would the temporary credential sign in? No session is created).
 */
@Injectable()
export class CredentialsAdminService {
  constructor(
    private readonly users: UserRepository,
    private readonly records: AccountRecordsRepository,
    private readonly transactions: TransactionRunner,
    private readonly roster: ConsultantRosterService,
    private readonly credentialRoster: CredentialRosterRepository,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Two statements: the capped count and the page (issue 22: by number near either end, or by cursor at any depth). */
  async list(request: PageRequest): Promise<CursorPage<CredentialRecordView>> {
    const { rows, byCursor, ...paging } = await this.credentialRoster.page({ offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor });
    const data = rows.map((row): CredentialRecordView => {
      const mustChangePassword = rawBool(row.mustChangePassword);
      return {
        consultantId: Number(row.consultantId),
        name: row.name,
        username: row.username,
        temporaryPassword: mustChangePassword && row.temporaryPasswordEncrypted ? decryptSecret(row.temporaryPasswordEncrypted, this.config.credentialsKey) : null,
        email: row.email,
        mustChangePassword,
        isApproved: rawBool(row.isApproved),
        hasAcceptedTerms: rawBool(row.hasAcceptedTerms),
      };
    });
    return { data, ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  /** Checks the stored temporary password against the login hash, the lock and the expiry; signs nobody in. */
  async test(consultantId: number): Promise<CredentialTestView> {
    const { user } = await this.consultantUser(consultantId);
    const plain = user.mustChangePassword && user.temporaryPasswordEncrypted ? decryptSecret(user.temporaryPasswordEncrypted, this.config.credentialsKey) : null;
    if (!plain) throw new ConflictError(ADMIN_MESSAGES.noTemporaryPassword);
    const now = this.clock.now();
    const result = (success: boolean, message: string): CredentialTestView => ({ success, username: user.username, message });
    if (!(await verifyPassword(plain, user.password))) return result(false, ADMIN_MESSAGES.credentialTestFailed);
    if (user.lockedUntil && user.lockedUntil > now) return result(false, ADMIN_MESSAGES.credentialTestLocked);
    if (temporaryPasswordExpired(user, now, this.config.tempPasswordTtlHours)) return result(false, ADMIN_MESSAGES.credentialTestExpired);
    return result(true, ADMIN_MESSAGES.credentialTestSuccess(user.username));
  }

  async standardizeAll(actor: Actor): Promise<StandardizeResult[]> {
    // Collected first, so a consultant approved meanwhile cannot shift a page and be handled twice.
    const entries: RosterEntry[] = [];
    for await (const entry of this.roster.approved()) entries.push(entry);
    const results: StandardizeResult[] = [];
    for (let start = 0; start < entries.length; start += STANDARDIZE_BATCH) {
      const chunk = entries.slice(start, start + STANDARDIZE_BATCH);
      const users = await this.usersOf(chunk);
      for (const entry of chunk) {
        const user = users.get(entry.userId);
        if (user) results.push(await this.standardizeOne(actor, entry, user));
      }
    }
    return results;
  }

  private async standardizeOne(actor: Actor, entry: RosterEntry, user: UserEntity): Promise<StandardizeResult> {
    const skipped = (reason: string): StandardizeResult => ({ consultantId: entry.consultantId, username: user.username, status: 'skipped', reason });
    if (isAdminUser(user) || isOwnerAccount(user.email, this.config.ownerEmail)) return skipped(CREDENTIAL_MESSAGES.adminOrOwner);
    if (user.hasAcceptedTerms && !user.mustChangePassword) return skipped(ADMIN_MESSAGES.finishedOnboarding);

    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    return this.transactions.run(async () => {
      const base = standardUsernameBase(user.name);
      const takenNames = await this.users.takenUsernames(candidatesFor(base), user.id);
      const username = firstFreeUsername(base, (candidate) => takenNames.has(candidate));
      // Only if nobody changed the password meanwhile (an Assign or a finished onboarding wins).
      const updated = await this.users.updateIfPasswordIs(user.id, user.password, {
        username,
        password: passwordHash,
        mustChangePassword: true,
        temporaryPasswordEncrypted: encryptSecret(temporaryPassword, this.config.credentialsKey),
        temporaryPasswordSetAt: this.clock.now(),
        failedLoginAttempts: 0,
        lockedUntil: null,
      });
      if (!updated) return skipped(CREDENTIAL_MESSAGES.alreadyPending);
      await this.records.endSessions(user.id);
      await this.audit.record({
        action: 'credentials_standardized',
        actorUserId: actor.id,
        subjectUserId: user.id,
        subject: { type: 'consultant', id: entry.consultantId },
        ipAddress: actor.ipAddress,
        details: { previousUsername: user.username, username },
      });
      await this.mail.enqueue(user.email, 'temporaryCredentialsNotice', { name: user.name, username });
      return { consultantId: entry.consultantId, username, status: 'updated' as const };
    });
  }

  private async usersOf(entries: RosterEntry[]): Promise<Map<number, UserEntity>> {
    if (entries.length === 0) return new Map();
    const users = await this.users.findByIds(entries.map((entry) => entry.userId));
    return new Map(users.map((user) => [user.id, user]));
  }

  private async consultantUser(consultantId: number): Promise<{ entry: RosterEntry; user: UserEntity }> {
    const entry = await this.roster.findEntry(consultantId);
    const user = entry ? await this.users.findById(entry.userId) : null;
    if (!entry || !user) throw new NotFoundError(CREDENTIAL_MESSAGES.consultantNotFound);
    return { entry, user };
  }
}

/** The base and its first numbered variants: one query answers which are taken (more than 50 namesakes is not expected). */
const CANDIDATE_SUFFIXES = 50;
function candidatesFor(base: string): string[] {
  return [base, ...Array.from({ length: CANDIDATE_SUFFIXES - 1 }, (_, index) => `${base}${index + 2}`)];
}
