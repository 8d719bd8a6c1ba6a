import { Inject, Injectable } from '@nestjs/common';

import type { SessionUser } from '../../../common/http/session-user';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { AuditLogRepository } from '../infrastructure/audit-log.repository';
import { TermsAcceptanceEntity } from '../infrastructure/terms-acceptance.entity';
import { UserEntity } from '../infrastructure/user.entity';

export interface TermsEvidence {
  ipAddress: string | null;
  userAgent: string | null;
}

/** DECISIONS D7: a terms_acceptance row with what the server saw, the user updated, two mails queued. */
@Injectable()
export class AcceptTermsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLogRepository,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async accept(user: SessionUser, evidence: TermsEvidence): Promise<void> {
    const acceptedAt = this.clock.now();
    const termsVersion = this.config.termsVersion;
    const userAgent = evidence.userAgent?.slice(0, 500) ?? null;
    await this.transactions.run(async (manager) => {
      await manager.insert(TermsAcceptanceEntity, { userId: user.id, termsVersion, acceptedAt, ipAddress: evidence.ipAddress, userAgent });
      await manager.update(UserEntity, { id: user.id }, {
        hasAcceptedTerms: true,
        termsVersion,
        termsAcceptedAt: acceptedAt,
        termsIpAddress: evidence.ipAddress,
        termsUserAgent: userAgent,
      });
      await this.audit.record({ action: 'terms_accepted', actorUserId: user.id, subjectUserId: user.id, ipAddress: evidence.ipAddress, details: { termsVersion } }, manager);
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
}
