import { Injectable } from '@nestjs/common';

import { AnonymiseScope, EnquiryAnonymiserRepository } from '../infrastructure/enquiry-anonymiser.repository';

/**
 * D19: enquiries, introduction requests and waiting-list entries lose the name, e-mail and phone of the
 * person who sent them, when that person erases their account or when retention runs out. The rows stay,
 * so the demand figures and the matching history still add up. Joins the caller's transaction.
 */
@Injectable()
export class EnquiryAnonymiserService {
  constructor(private readonly rows: EnquiryAnonymiserRepository) {}

  anonymiseFrom(email: string): Promise<Record<string, number>> {
    return this.rows.anonymise({ email });
  }

  /** What the person sent with this e-mail, per table (introduction requests, enquiries, waiting lists). */
  enquiriesFrom(email: string): Promise<Record<string, object[]>> {
    return this.rows.findFrom(email);
  }

  emailsBefore(before: Date): Promise<string[]> {
    return this.rows.emailsBefore(before);
  }

  anonymiseBefore(before: Date, exceptEmails: string[]): Promise<Record<string, number>> {
    return this.rows.anonymise({ before, exceptEmails } satisfies AnonymiseScope);
  }
}
