import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import {
  CHARITY_EXPERIENCE_LABELS,
  CharityExperienceLevel,
  CharityWaitingListRequest,
  ConsultantWaitingListRequest,
  CURRENT_CONSULTING_LABELS,
  CurrentConsulting,
  MembershipTier,
  ORGANISATION_SIZE_LABELS,
  REVENUE_BANDS,
  WAITING_LIST_AVAILABILITY_LABELS,
  WAITING_LIST_MESSAGES,
  WaitingListAvailability,
  WaitingListReceipt,
} from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { isUniqueViolation } from '../../../database/unique-violation';
import { MailOutboxService } from '../../mail';
import { waitingListEmailKey } from '../domain/waiting-list-email';
import { WaitingList, WaitingListFields, WaitingListRepository } from '../infrastructure/waiting-list.repository';

interface Submission<L extends WaitingList> {
  list: L;
  fields: WaitingListFields<L>;
  email: string;
  name: string;
  details: Array<[string, string | null]>;
}

/**
 * The public waiting lists (spec 000 §5, 001 §5): one entry per e-mail address. A second submission with the
 * same address updates the entry (and both mails say so). Two submissions racing on MySQL both miss the
 * entry; the unique index refuses the second insert, and the use case runs once more, now as an update.
 */
@Injectable()
export class JoinWaitingListService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly mail: MailOutboxService,
    private readonly waitingLists: WaitingListRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  charity(input: CharityWaitingListRequest): Promise<WaitingListReceipt> {
    const size = input.charitySize as MembershipTier;
    return this.submit({
      list: 'charity',
      fields: {
        charityName: input.charityName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        charitySize: size,
        primaryNeed: input.primaryNeed ?? null,
        currentChallenges: input.currentChallenges ?? null,
      },
      email: input.email,
      name: input.contactName,
      details: [
        ['Charity', input.charityName],
        ['Contact', input.contactName],
        ['E-mail', input.email],
        ['Phone', input.phone ?? null],
        ['Size', `${ORGANISATION_SIZE_LABELS[size]} (${REVENUE_BANDS[size]})`],
        ['Primary need', input.primaryNeed ?? null],
        ['Current challenges', input.currentChallenges ?? null],
      ],
    });
  }

  consultant(input: ConsultantWaitingListRequest): Promise<WaitingListReceipt> {
    return this.submit({
      list: 'consultant',
      fields: {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        currentRole: input.currentRole,
        yearsExperience: input.yearsExperience,
        expertiseAreas: input.expertiseAreas,
        charityExperience: input.charityExperience,
        availability: input.availability,
        motivations: input.motivations ?? null,
        currentConsulting: input.currentConsulting,
      },
      email: input.email,
      name: input.fullName,
      details: [
        ['Name', input.fullName],
        ['E-mail', input.email],
        ['Phone', input.phone ?? null],
        ['Current role', input.currentRole],
        ['Years of experience', input.yearsExperience],
        ['Expertise', input.expertiseAreas],
        ['Charity sector experience', CHARITY_EXPERIENCE_LABELS[input.charityExperience as CharityExperienceLevel]],
        ['Availability', WAITING_LIST_AVAILABILITY_LABELS[input.availability as WaitingListAvailability]],
        ['Consulting at the moment', CURRENT_CONSULTING_LABELS[input.currentConsulting as CurrentConsulting]],
        ['Motivations', input.motivations ?? null],
      ],
    });
  }

  private async submit<L extends WaitingList>(submission: Submission<L>): Promise<WaitingListReceipt> {
    try {
      return await this.transactions.run(() => this.upsert(submission));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.transactions.run(() => this.upsert(submission));
    }
  }

  private async upsert<L extends WaitingList>(submission: Submission<L>): Promise<WaitingListReceipt> {
    const { id, updated } = await this.waitingLists.upsertByEmail(submission.list, waitingListEmailKey(submission.email), submission.fields, this.clock.now());
    await this.mail.enqueue(submission.email, 'waitingListConfirmation', { name: submission.name, list: submission.list, updated });
    await this.mail.enqueue(this.mail.adminInbox, 'waitingListAdmin', { list: submission.list, updated, name: submission.name, details: submission.details });
    return { id, updated, message: updated ? WAITING_LIST_MESSAGES.updated : WAITING_LIST_MESSAGES.joined };
  }
}
