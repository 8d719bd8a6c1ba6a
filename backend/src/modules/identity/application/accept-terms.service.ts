import { Inject, Injectable } from '@nestjs/common';

import type { SessionUser } from '../../../kernel/session-user';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { AuditTrailService } from '../../audit';
import { TermsAcceptanceRepository } from '../infrastructure/terms-acceptance.repository';
import { UserRepository } from '../infrastructure/user.repository';

export interface TermsEvidence {
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's terms fields after an acceptance. */
export interface TermsAccepted {
  hasAcceptedTerms: true;
  termsVersion: string;
  termsAcceptedAt: Date;
}

/**
 * DECISIONS D7: a terms_acceptance row with what the server saw, the user updated, two mails queued.
 * D14: sign-up records the same row and flags inside its own transaction, without the two mails (the
 * applicant already gets the 'application received' mail, and the provider copy exists for onboarding).
 */
@Injectable()
export class AcceptTermsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly acceptances: TermsAcceptanceRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async accept(user: SessionUser, evidence: TermsEvidence): Promise<void> {
    await this.transactions.run(async () => {
      const { termsVersion, termsAcceptedAt: acceptedAt } = await this.record(user.id, evidence, 'onboarding');
      const userAgent = truncateUserAgent(evidence.userAgent);
      const when = acceptedAt.toISOString();
      await this.mail.enqueue(user.email, 'termsAcceptedUser', { name: user.name, termsVersion, acceptedAt: when });
      await this.mail.enqueue(this.mail.adminInbox, 'termsAcceptedProvider', {
        name: user.name,
        email: user.email,
        username: user.username,
        termsVersion,
        acceptedAt: when,
        ipAddress: evidence.ipAddress ?? 'unknown',
        userAgent: userAgent ?? 'unknown',
      });
    });
  }

  /** Inside the caller's transaction: the acceptance row, the user's flags and an audit entry. */
  async record(userId: number, evidence: TermsEvidence, via: 'onboarding' | 'sign-up'): Promise<TermsAccepted> {
    const accepted: TermsAccepted = { hasAcceptedTerms: true, termsVersion: this.config.termsVersion, termsAcceptedAt: this.clock.now() };
    const userAgent = truncateUserAgent(evidence.userAgent);
    await this.acceptances.insert({
      userId,
      termsVersion: accepted.termsVersion,
      acceptedAt: accepted.termsAcceptedAt,
      ipAddress: evidence.ipAddress,
      userAgent,
    });
    await this.users.update(userId, { ...accepted, termsIpAddress: evidence.ipAddress, termsUserAgent: userAgent });
    await this.audit.record(
      { action: 'terms_accepted', actorUserId: userId, subjectUserId: userId, ipAddress: evidence.ipAddress, details: { termsVersion: accepted.termsVersion, via } },
    );
    return accepted;
  }
}

/** The column holds 500 characters. */
const truncateUserAgent = (userAgent: string | null | undefined) => userAgent?.slice(0, 500) ?? null;
