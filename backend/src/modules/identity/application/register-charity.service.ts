import { Injectable } from '@nestjs/common';

import { TransactionRunner } from '../../../database/transaction-runner';
import { CharityRegistrationRequest, DEFAULT_MEMBERSHIP_TIER, ORGANISATION_SIZE_LABELS, SignUpConsent } from '../../../contracts';
import { CharityProfilesService } from '../../charities';
import { MailOutboxService } from '../../mail';
import { hashPassword } from '../domain/password-hasher';
import { UserEntity } from '../infrastructure/user.entity';
import { AcceptTermsService, TermsEvidence } from './accept-terms.service';
import { accountFromFields, AccountFactoryService } from './account-factory.service';

/** The registration as the use case needs it: the consent travels separately as evidence. */
export type CharityRegistration = Omit<CharityRegistrationRequest, keyof SignUpConsent>;

/** User (role charity), charity profile, the sign-up consent (D14) and the welcome + team notice mails (issue 16) in one transaction: all or nothing. */
@Injectable()
export class RegisterCharityService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly accounts: AccountFactoryService,
    private readonly terms: AcceptTermsService,
    private readonly charities: CharityProfilesService,
    private readonly mail: MailOutboxService,
  ) {}

  async register(input: CharityRegistration, consent: TermsEvidence): Promise<UserEntity> {
    await this.accounts.assertAvailable(input.username, input.email);
    const passwordHash = await hashPassword(input.password);
    return this.transactions.run(async () => {
      const user = await this.accounts.create(accountFromFields(input, passwordHash, 'charity'));
      const { charity } = input;
      const tier = charity.membershipTier ?? DEFAULT_MEMBERSHIP_TIER;
      await this.charities.create({
        userId: user.id,
        registeredNumber: charity.registeredNumber ?? null,
        revenue: charity.revenue,
        employeeCount: charity.employeeCount,
        foundingYear: charity.foundingYear,
        mission: charity.mission ?? null,
        primaryCause: charity.primaryCause ?? null,
        location: charity.location ?? null,
        membershipTier: tier,
      });
      const organisation = input.organisation || input.name;
      await this.mail.enqueue(user.email, 'charityWelcome', { name: input.name, organisation });
      await this.mail.enqueue(this.mail.adminInbox, 'charityRegisteredAdmin', { organisation, contactName: input.name, email: input.email, tierLabel: ORGANISATION_SIZE_LABELS[tier] });
      return Object.assign(user, await this.terms.record(user.id, consent, 'sign-up'));
    });
  }
}
