import { Inject, Injectable } from '@nestjs/common';

import { ACCOUNT_MESSAGES, AccountView, API_MESSAGES, isCharityUser, isConsultantUser, UpdateAccountRequest } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { isUniqueViolation } from '../../../database/unique-violation';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { CharityProfilesService } from '../../charities';
import { ConsultantProfilesService } from '../../consultants';

import { Clock, CLOCK } from '../../../config/clock';
import { MailOutboxService } from '../../mail';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import type { UserEntity } from '../infrastructure/user.entity';
import { normalizeEmail, UserRepository } from '../infrastructure/user.repository';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordResetService } from './password-reset.service';

/** The PATCH's fields, as the contract names them (the DTO has checked them). */
type AccountChanges = UpdateAccountRequest;

const CONTACT_FIELDS = ['name', 'phone', 'bio', 'website', 'organisation'] as const;

/**
 * Account Settings (issue 9): the caller's own contact details and, for a charity, its organisation.
 * Nothing else can be set here (roles, flags, membership, username, password have their own paths). A
 * new e-mail address needs the current password, checked like a login (it counts towards the lockout), and the
 * old address is told. A changed address also kills every open reset link (mailed to the old address) and
 * ends the account's other sessions (issue 15): whoever holds either must not keep the account.
 */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UserRepository,
    private readonly attempts: LoginAttemptsService,
    private readonly charities: CharityProfilesService,
    private readonly consultants: ConsultantProfilesService,
    private readonly mail: MailOutboxService,
    private readonly resets: PasswordResetService,
    private readonly records: AccountRecordsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(caller: SessionUser): Promise<AccountView> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new NotFoundError(API_MESSAGES.notFound);
    const charity = isCharityUser(user) ? await this.charities.findOrganisation(user.id) : null;
    return {
      username: user.username,
      email: user.email,
      name: user.name,
      role: user.role,
      phone: user.phone,
      bio: user.bio,
      website: user.website,
      organisation: user.organisation,
      charity,
    };
  }

  async update(caller: SessionUser, currentSessionId: string, changes: AccountChanges, ipAddress: string | null): Promise<AccountView> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new NotFoundError(API_MESSAGES.notFound);
    if (changes.charity && !isCharityUser(user)) throw new InvalidInputError(ACCOUNT_MESSAGES.charityOnly, { charity: ACCOUNT_MESSAGES.charityOnly });
    const emailChanges = changes.email !== undefined && normalizeEmail(changes.email) !== user.emailNormalized;
    if (emailChanges) {
      if (!changes.currentPassword) throw new InvalidInputError(ACCOUNT_MESSAGES.currentPasswordForEmail, { currentPassword: ACCOUNT_MESSAGES.currentPasswordForEmail });
      if (!(await this.attempts.checkPassword(user, changes.currentPassword, ipAddress))) {
        throw new InvalidInputError(ACCOUNT_MESSAGES.currentPasswordIncorrect, { currentPassword: ACCOUNT_MESSAGES.currentPasswordIncorrect });
      }
    }
    const patch: Partial<UserEntity> = {};
    for (const field of CONTACT_FIELDS) if (changes[field] !== undefined) Object.assign(patch, { [field]: changes[field] });
    if (changes.email !== undefined && (emailChanges || changes.email !== user.email)) Object.assign(patch, { email: changes.email, emailNormalized: normalizeEmail(changes.email) });

    try {
      await this.transactions.run(async () => {
        if (emailChanges && (await this.users.findByEmail(changes.email as string))) throw new ConflictError(API_MESSAGES.emailInUse);
        if (Object.keys(patch).length) await this.users.update(user.id, patch);
        if (changes.charity) await this.charities.updateOrganisation(user.id, changes.charity);
        if (isConsultantUser(user) && ['name', 'organisation', 'bio'].some((field) => field in patch)) await this.consultants.refreshSearchDocument(user.id);
        if (emailChanges) {
          await this.users.claim(user.id);
          await this.resets.invalidateOpenTokens(user.id, this.clock.now());
          await this.records.endSessions(user.id, currentSessionId);
          await this.mail.enqueue(user.email, 'emailChanged', { name: user.name, newEmail: changes.email as string });
        }
      });
    } catch (error) {
      // Lost a race for the address: the unique index decides, the answer is the registration's.
      if (isUniqueViolation(error)) throw new ConflictError(API_MESSAGES.emailInUse);
      throw error;
    }
    return this.get(caller);
  }
}
