import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { ENQUIRY_SUBMITTED_MESSAGE, EnquiryReceipt, EnquiryRequest } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { NeedIntakeService } from '../../matching';
import { EnquiryIntakeRepository } from '../infrastructure/enquiry-intake.repository';

/**
 * Get matched and pricing enquiries (spec 000 §5, D10, D11): the stored row, a confirmation to the sender and
 * a notice to the team, all or nothing.
 */
@Injectable()
export class SubmitEnquiryService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly intake: EnquiryIntakeRepository,
    private readonly mail: MailOutboxService,
    private readonly needs: NeedIntakeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Listed with the introduction requests in form_submissions (D11), where the admins read it. */
  getMatched(input: EnquiryRequest): Promise<EnquiryReceipt> {
    return this.transactions.run(async () => {
      const submissionId = await this.intake.insertFormSubmission({
        formType: 'get_matched',
        enquirerName: input.fullName,
        enquirerEmail: input.email,
        charityName: input.organisationName,
        messageContent: input.supportNeeded,
        consultantName: null,
        submittedAt: this.clock.now(),
      });
      // Issue 17: a get-matched enquiry is a need for matching, listed by its form_submissions id.
      await this.needs.fromGetMatched({
        submissionId,
        organisation: input.organisationName,
        contactName: input.fullName,
        email: input.email,
        description: input.supportNeeded,
      });
      await this.mail.enqueue(input.email, 'getMatchedReceived', { name: input.fullName });
      await this.mail.enqueue(this.mail.adminInbox, 'getMatchedAdmin', { ...input });
      return { id: submissionId, message: ENQUIRY_SUBMITTED_MESSAGE };
    });
  }

  pricingEnquiry(input: EnquiryRequest): Promise<EnquiryReceipt> {
    return this.transactions.run(async () => {
      const id = await this.intake.insertPricingEnquiry({ ...input, createdAt: this.clock.now() });
      await this.mail.enqueue(input.email, 'pricingEnquiryReceived', { name: input.fullName });
      await this.mail.enqueue(this.mail.adminInbox, 'pricingEnquiryAdmin', { ...input });
      return { id, message: ENQUIRY_SUBMITTED_MESSAGE };
    });
  }
}
