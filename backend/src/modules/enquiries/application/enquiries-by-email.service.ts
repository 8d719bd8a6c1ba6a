import { Injectable } from '@nestjs/common';

import { EnquiryByEmail } from '../../../contracts';
import { EnquiriesByEmailQuery } from '../infrastructure/enquiries-by-email.query';
import { toEnquiryByEmail } from './enquiry-by-email.mapper';

/** Issue 16: what a member (by their e-mail) sent before or besides their account, for the admin's pages. */
@Injectable()
export class EnquiriesByEmailService {
  constructor(private readonly query: EnquiriesByEmailQuery) {}

  async newestFrom(email: string, limit: number): Promise<EnquiryByEmail[]> {
    return (await this.query.newestFrom(email, limit)).map(toEnquiryByEmail);
  }
}
