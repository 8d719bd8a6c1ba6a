import { Injectable } from '@nestjs/common';

import { PERSONAL_DATA_MESSAGES } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError } from '../../../kernel/domain-errors';
import { AuditPseudonymiserService, AuditTrailService } from '../../audit';
import { CharityProfilesService } from '../../charities';
import { ConsultantErasureService, ConsultantProfilesService } from '../../consultants';
import { EnquiryAnonymiserService } from '../../enquiries';
import { AccountErasureService } from '../../identity';
import { MailConsentService, MailOutboxService, MailPrivacyService } from '../../mail';
import { ProjectParticipationService } from '../../projects';
import { ReviewsPrivacyService } from '../../reviews';

/** Who asked: the member themselves, or an admin with a reason (issue 19). */
export type ErasureRequest = { by: 'self'; ipAddress: string | null } | { by: 'admin'; adminUserId: number; reason: string; ipAddress: string | null };

/**
 * D19 erasure: one transaction across the modules that hold something of the member, each through its
 * own exported service, so a crash leaves everything erased or nothing. Projects, messages and files stay
 * with the other party; they read 'Former member' because the author's name is now the tombstone.
 */
@Injectable()
export class EraseMemberService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly accounts: AccountErasureService,
    private readonly charities: CharityProfilesService,
    private readonly consultants: ConsultantProfilesService,
    private readonly consultantErasure: ConsultantErasureService,
    private readonly projects: ProjectParticipationService,
    private readonly enquiries: EnquiryAnonymiserService,
    private readonly mailPrivacy: MailPrivacyService,
    private readonly mail: MailOutboxService,
    private readonly mailConsents: MailConsentService,
    private readonly auditPrivacy: AuditPseudonymiserService,
    private readonly audit: AuditTrailService,
    private readonly reviews: ReviewsPrivacyService,
  ) {}

  /** The caller has already proved who they are (password, or admin role). 404 unknown/erased, 409 mid-project or last admin. */
  async erase(userId: number, request: ErasureRequest): Promise<void> {
    // Profile ids never change, so they are read before the transaction opens.
    const party = { charityId: await this.charities.findIdByUserId(userId), consultantId: await this.consultants.findIdByUserId(userId) };
    await this.transactions.run(async () => {
      const member = await this.accounts.findLiveMember(userId);
      if (await this.projects.hasProjectInProgress(party)) {
        throw new ConflictError(request.by === 'self' ? PERSONAL_DATA_MESSAGES.projectInProgress : PERSONAL_DATA_MESSAGES.memberProjectInProgress);
      }
      const mentions = [member.email, member.name, member.username, ...(member.phone ? [member.phone] : [])];
      // D19 with D18: reviews they wrote stay with the reviewed party but lose their author and name.
      await this.reviews.anonymiseAuthor(userId);
      await this.accounts.tombstone(member, party.charityId !== null);
      await this.consultantErasure.leaveDirectory(userId);
      await this.enquiries.anonymiseFrom(member.email);
      await this.mailPrivacy.forgetRecipient(member.email, mentions);
      await this.mailConsents.forgetOrigin(userId);
      await this.auditPrivacy.pseudonymise(userId, mentions);
      // The one mail to the old address; its row forgets the address once sent (SELF_ERASING_TEMPLATES).
      await this.mail.enqueue(member.email, 'accountErased', {});
      await this.audit.record({
        action: 'account_erased',
        actorUserId: request.by === 'admin' ? request.adminUserId : null,
        subjectUserId: userId,
        ipAddress: request.by === 'admin' ? request.ipAddress : null,
        details: request.by === 'admin' ? { by: 'admin', reason: request.reason } : { by: 'self' },
      });
    });
  }
}
