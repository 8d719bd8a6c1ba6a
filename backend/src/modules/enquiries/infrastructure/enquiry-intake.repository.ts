import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { FormSubmissionEntity } from './form-submission.entity';
import { IntroductionRequestEntity } from './introduction-request.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

export type NewFormSubmission = Omit<FormSubmissionEntity, 'id'>;
export type NewPricingEnquiry = Omit<PricingEnquiryEntity, 'id'>;
export type NewIntroductionRequest = Pick<
  IntroductionRequestEntity,
  'charityName' | 'contactName' | 'email' | 'phone' | 'projectDescription' | 'expertiseNeeded' | 'timeline' | 'consultantId' | 'status' | 'createdAt'
>;

/** The rows the public forms write (in the use case's transaction, with their mails). */
@Injectable()
export class EnquiryIntakeRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insertFormSubmission(row: NewFormSubmission): Promise<number> {
    return (await this.manager.insert(FormSubmissionEntity, row)).identifiers[0].id as number;
  }

  async insertPricingEnquiry(row: NewPricingEnquiry): Promise<number> {
    return (await this.manager.insert(PricingEnquiryEntity, row)).identifiers[0].id as number;
  }

  /** Inserts and reads back the row (defaults included). */
  async insertIntroductionRequest(row: NewIntroductionRequest): Promise<IntroductionRequestEntity> {
    const id = (await this.manager.insert(IntroductionRequestEntity, row)).identifiers[0].id as number;
    return this.manager.findOneByOrFail(IntroductionRequestEntity, { id });
  }
}
