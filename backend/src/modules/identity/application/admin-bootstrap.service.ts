import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { isUniqueViolation } from '../../../database/unique-violation';
import { hashPassword } from '../domain/password-hasher';
import { basicPasswordProblem } from '../domain/password-policy';
import { normalizeUsername } from '../domain/username';
import { normalizeEmail, UserRepository } from '../infrastructure/user.repository';

/** DECISIONS D6: the first admin comes from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD when none exists. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  constructor(
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
  }

  async ensureFirstAdmin(): Promise<void> {
    const admin = this.config.admin;
    if (!admin || (await this.users.anyAdminExists())) return;
    const problem = basicPasswordProblem(admin.password);
    if (problem) {
      rootLogger().error(`ADMIN_PASSWORD refused: ${problem}`);
      return;
    }
    if ((await this.users.findByUsername(normalizeUsername(admin.username))) || (await this.users.findByEmail(admin.email))) {
      rootLogger().warn('ADMIN_USERNAME or ADMIN_EMAIL already belongs to a non-admin user; no admin created');
      return;
    }
    const now = new Date();
    try {
      await this.users.insert({
        username: normalizeUsername(admin.username),
        email: admin.email,
        emailNormalized: normalizeEmail(admin.email),
        password: await hashPassword(admin.password),
        role: 'admin',
        isAdmin: true,
        name: 'Administrator',
        hasAcceptedTerms: true,
        termsVersion: this.config.termsVersion,
        termsAcceptedAt: now,
      });
    } catch (error) {
      // Issue 20: instances started together on a new database all found no admin; the unique username (or
      // e-mail) lets one create it, and the others start without it rather than fail.
      if (!isUniqueViolation(error)) throw error;
      rootLogger().info({ username: admin.username }, 'first admin created by another instance starting at the same time');
      return;
    }
    rootLogger().info({ username: admin.username }, 'first admin created from the environment');
  }
}
