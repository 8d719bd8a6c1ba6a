import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { DIRECTORY_TEXTS, EXPERTISE_LABELS, ExpertiseKey, INTRODUCTION_STATUS_PENDING, INTRODUCTION_TIMELINE_LABELS, IntroductionDialogRequest, IntroductionRequestView, IntroductionTimeline } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError } from '../../../kernel/domain-errors';
import { ConsultantDirectoryService, ConsultantProfilesService } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { NeedIntakeService } from '../../matching';
import { NotificationsService } from '../../notifications';
import { EnquiryIntakeRepository } from '../infrastructure/enquiry-intake.repository';
import { toIntroductionRequestView } from './introduction-request-view.mapper';

/** Both payload shapes arrive here as the dialog's fields (the modal's are mapped onto them). */
export type IntroductionInput = IntroductionDialogRequest;

/**
 * An introduction request: the row, its form_submissions record, a confirmation to the requester and a
 * notice to the team, all or nothing. Only the consultant's first name goes anywhere (D4).
 */
@Injectable()
export class RequestIntroductionService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly intake: EnquiryIntakeRepository,
    private readonly directory: ConsultantDirectoryService,
    private readonly profiles: ConsultantProfilesService,
    private readonly mail: MailOutboxService,
    private readonly needs: NeedIntakeService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async request(input: IntroductionInput): Promise<IntroductionRequestView> {
    const consultantId = input.consultantId ?? null;
    // Throws the directory's not-found for unknown and unapproved alike.
    const consultant = consultantId === null ? null : await this.directory.findOne(consultantId);
    // The profile disables the button, but a request sent anyway (old tab, script) must not reach a consultant
    // who said no, or whose 'yes' is too old to trust (D15 'Coming Soon').
    if (consultant && !consultant.availableNow) throw new ConflictError(DIRECTORY_TEXTS.atCapacity);
    const consultantFirstName = consultant?.user.name ?? null;
    const now = this.clock.now();
    const expertiseLabel = EXPERTISE_LABELS[input.expertiseNeeded as ExpertiseKey] ?? (input.expertiseNeeded || 'not given');
    const timelineLabel = INTRODUCTION_TIMELINE_LABELS[input.timeline as IntroductionTimeline] ?? (input.timeline || 'not given');

    // The consultant named sees who asked, what for and when (issue 16); the team still answers through the admin list.
    const named = consultantId === null ? null : await this.profiles.findById(consultantId);

    return this.transactions.run(async () => {
      const inserted = await this.intake.insertIntroductionRequest({
        charityName: input.charityName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        projectDescription: input.projectDescription,
        expertiseNeeded: input.expertiseNeeded,
        timeline: input.timeline,
        consultantId,
        status: INTRODUCTION_STATUS_PENDING,
        createdAt: now,
      });
      // Issue 17: the request is a need for matching from the start.
      await this.needs.fromIntroduction({
        introductionRequestId: inserted.id,
        organisation: input.charityName || null,
        contactName: input.contactName,
        email: input.email,
        expertise: input.expertiseNeeded || null,
        timeline: input.timeline || null,
        consultantId,
        description: input.projectDescription,
      });
      await this.intake.insertFormSubmission({
        formType: 'introduction_request',
        enquirerName: input.contactName,
        enquirerEmail: input.email,
        charityName: input.charityName || null,
        messageContent: input.projectDescription,
        consultantName: consultantFirstName,
        submittedAt: now,
      });
      await this.mail.enqueue(input.email, 'introductionRequestReceived', { name: input.contactName, consultantFirstName });
      await this.mail.enqueue(this.mail.adminInbox, 'introductionRequestAdmin', {
        contactName: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        charityName: input.charityName || null,
        projectDescription: input.projectDescription,
        expertise: expertiseLabel,
        timeline: timelineLabel,
        consultantId,
        consultantFirstName,
      });
      const introductionRequestId = inserted.id;
      if (named) {
        await this.notifications.notify(named.userId, 'introductionRequested', {
          introductionRequestId,
          charityName: input.charityName || '',
          contactName: input.contactName,
          expertise: expertiseLabel,
          timeline: timelineLabel,
        });
      }
      return toIntroductionRequestView(inserted);
    });
  }
}
