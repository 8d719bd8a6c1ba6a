import { Injectable } from '@nestjs/common';

import { TransactionRunner } from '../../../database/transaction-runner';
import { ConsultantApplicationRequest, SignUpConsent } from '../../../contracts';
import { ConsultantProfilesService } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { hashPassword } from '../domain/password-hasher';
import { UserEntity } from '../infrastructure/user.entity';
import { AcceptTermsService, TermsEvidence } from './accept-terms.service';
import { accountFromFields, AccountFactoryService } from './account-factory.service';

/** The application as the use case needs it: the consent travels separately as evidence. */
export type ConsultantApplication = Omit<ConsultantApplicationRequest, keyof SignUpConsent>;

/**
 * An application is a consultant account waiting for approval, its sign-up consent (D14, so the
 * applicant is not sent to the onboarding terms step) and 'received' mails to applicant and team.
 */
@Injectable()
export class RegisterConsultantService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly accounts: AccountFactoryService,
    private readonly terms: AcceptTermsService,
    private readonly consultants: ConsultantProfilesService,
    private readonly mail: MailOutboxService,
  ) {}

  async apply(input: ConsultantApplication, consent: TermsEvidence): Promise<UserEntity> {
    await this.accounts.assertAvailable(input.username, input.email);
    const passwordHash = await hashPassword(input.password);
    const expertise = [...new Set(input.consultant.expertise)];
    return this.transactions.run(async () => {
      const user = await this.accounts.create(accountFromFields(input, passwordHash, 'consultant'));
      await this.consultants.create({
        userId: user.id,
        expertise,
        yearsExperience: input.consultant.yearsExperience,
        availability: input.consultant.availability,
        linkedin: input.consultant.linkedin ?? null,
        profileSummary: input.consultant.profileSummary || null,
        previousExperience: input.consultant.previousExperience || null,
        isApproved: false,
      });
      Object.assign(user, await this.terms.record(user.id, consent, 'sign-up'));
      await this.mail.enqueue(user.email, 'applicationReceivedApplicant', { name: user.name });
      await this.mail.enqueue(this.mail.adminInbox, 'applicationReceivedAdmin', {
        name: user.name,
        email: user.email,
        username: user.username,
        expertise,
        yearsExperience: input.consultant.yearsExperience,
      });
      return user;
    });
  }
}
