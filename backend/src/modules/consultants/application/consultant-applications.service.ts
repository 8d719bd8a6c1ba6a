import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { ADMIN_MESSAGES } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { isUniqueViolation } from '../../../database/unique-violation';
import { ConflictError, NotFoundError } from '../../../kernel/domain-errors';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import { NotificationsService } from '../../notifications';
import type { ApplicationDecision } from '../infrastructure/consultant-application-review.entity';
import { ConsultantProfileRepository } from '../infrastructure/consultant-profile.repository';
import { ConsultantRosterRepository } from '../infrastructure/consultant-roster.repository';
import type { Actor } from '../../../kernel/actor';

/**
 * Spec 001 §4 "Consultant application": pending, then approved (the profile joins the public directory,
 * whose search document and expertise mask were written at application time and do not change) or
 * rejected (kept unapproved for the record, off the queue and out of the directory). Reviewed once.
 */
@Injectable()
export class ConsultantApplicationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly roster: ConsultantRosterRepository,
    private readonly profiles: ConsultantProfileRepository,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  approve(actor: Actor, consultantId: number): Promise<void> {
    return this.review(actor, consultantId, 'approved', null);
  }

  reject(actor: Actor, consultantId: number, reason: string | null): Promise<void> {
    return this.review(actor, consultantId, 'rejected', reason);
  }

  private async review(actor: Actor, consultantId: number, decision: ApplicationDecision, reason: string | null): Promise<void> {
    const applicant = await this.roster.findOne(consultantId);
    if (!applicant) throw new NotFoundError(ADMIN_MESSAGES.applicationNotFound);
    if (Number(applicant.isApproved)) throw new ConflictError(ADMIN_MESSAGES.applicationNotPending);
    try {
      await this.transactions.run(async () => {
        // The unique review row decides a race between two admins (or approve against reject).
        await this.profiles.insertApplicationReview({ consultantId, decision, reason, reviewerUserId: actor.id, reviewedAt: this.clock.now() });
        if (decision === 'approved') {
          if (!(await this.profiles.approveIfPending(consultantId))) throw new ConflictError(ADMIN_MESSAGES.applicationNotPending);
        }
        await this.audit.record({
          action: decision === 'approved' ? 'consultant_application_approved' : 'consultant_application_rejected',
          actorUserId: actor.id,
          subjectUserId: Number(applicant.userId),
          subject: { type: 'consultant', id: consultantId },
          ipAddress: actor.ipAddress,
          details: decision === 'rejected' ? { reasonGiven: reason !== null } : undefined,
        });
        await this.mail.enqueue(applicant.email, decision === 'approved' ? 'applicationApproved' : 'applicationRejected', { name: applicant.name });
        await this.notifications.notify(Number(applicant.userId), decision === 'approved' ? 'applicationApproved' : 'applicationRejected', {});
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.applicationNotPending);
      throw error;
    }
  }
}
