import { Inject, Injectable } from '@nestjs/common';

import { isUniqueViolation } from '../../../database/unique-violation';
import { ConflictError } from '../../../kernel/domain-errors';
import { Clock, CLOCK } from '../../../config/clock';
import { AccountRegistrationFields, API_MESSAGES, SignUpConsent, UserRole } from '../../../contracts';
import { normalizeUsername } from '../domain/username';
import type { UserEntity } from '../infrastructure/user.entity';
import { normalizeEmail, UserRepository } from '../infrastructure/user.repository';

/** The account part of a charity registration or consultant application (spec 000 §3 payloads), less the consent. */
export type AccountFields = Omit<AccountRegistrationFields, keyof SignUpConsent>;

export interface NewAccount {
  username: string;
  email: string;
  /** Hashed before the transaction starts: hashing takes ~0.3 s and must not hold a transaction open. */
  passwordHash: string;
  name: string;
  role: UserRole;
  isConsultant?: boolean;
  organisation?: string | null;
  phone?: string | null;
  website?: string | null;
  bio?: string | null;
  mustChangePassword?: boolean;
  temporaryPasswordEncrypted?: string | null;
  temporaryPasswordSetAt?: Date | null;
}

/** Maps the submitted account fields to a new account of the given role. */
export function accountFromFields(fields: AccountFields, passwordHash: string, role: 'charity' | 'consultant'): NewAccount {
  return {
    username: fields.username,
    email: fields.email,
    passwordHash,
    name: fields.name,
    role,
    isConsultant: role === 'consultant',
    organisation: fields.organisation,
    phone: fields.phone,
    website: fields.website,
    bio: fields.bio,
  };
}


/** Creates a user row for every way an account comes to exist (registration, application, admin). */
@Injectable()
export class AccountFactoryService {
  constructor(
    private readonly users: UserRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * 409 with the message the screens map ('Username already taken' / 'Email already in use'). Called
   * before hashing too, so a taken name costs no hash; the unique indexes still decide a race.
   */
  async assertAvailable(username: string, email: string): Promise<void> {
    if (await this.users.findByUsername(normalizeUsername(username))) throw new ConflictError(API_MESSAGES.usernameTaken);
    if (await this.users.findByEmail(email)) throw new ConflictError(API_MESSAGES.emailInUse);
  }

  /** In the caller's transaction. */
  async create(account: NewAccount): Promise<UserEntity> {
    await this.assertAvailable(account.username, account.email);
    try {
      return await this.users.insert({
        username: normalizeUsername(account.username),
        email: account.email.trim(),
        emailNormalized: normalizeEmail(account.email),
        password: account.passwordHash,
        role: account.role,
        isAdmin: false,
        isConsultant: account.isConsultant ?? account.role === 'consultant',
        name: account.name.trim(),
        organisation: account.organisation ?? null,
        phone: account.phone ?? null,
        website: account.website ?? null,
        bio: account.bio ?? null,
        mustChangePassword: account.mustChangePassword ?? false,
        hasAcceptedTerms: false,
        termsVersion: null,
        temporaryPasswordEncrypted: account.temporaryPasswordEncrypted ?? null,
        temporaryPasswordSetAt: account.temporaryPasswordSetAt ?? null,
        createdAt: this.clock.now(),
      });
    } catch (error) {
      // Lost a race with a parallel registration: the unique indexes decide, the answer stays the same.
      if (!isUniqueViolation(error)) throw error;
      await this.assertAvailable(account.username, account.email);
      throw new ConflictError(API_MESSAGES.emailInUse);
    }
  }
}
