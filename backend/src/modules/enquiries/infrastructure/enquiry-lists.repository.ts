import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget, FindOptionsSelect } from 'typeorm';

import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';
import { FormSubmissionEntity } from './form-submission.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

export interface Slice {
  offset: number;
  limit: number;
}

/**
 * The admin lists of the public forms' tables: newest first by id (rows are only ever appended, so the id is the
 * arrival order and a total order for paging, read from the primary key), one page and one count statement.
 * The normalised e-mail is never selected.
 */
@Injectable()
export class EnquiryListsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  charityWaitingList(slice: Slice): Promise<[CharityWaitingListEntity[], number]> {
    return this.page(CharityWaitingListEntity, slice, {
      id: true, charityName: true, contactName: true, email: true, phone: true, charitySize: true, primaryNeed: true, currentChallenges: true, createdAt: true, updatedAt: true,
    });
  }

  consultantWaitingList(slice: Slice): Promise<[ConsultantWaitingListEntity[], number]> {
    return this.page(ConsultantWaitingListEntity, slice, {
      id: true, fullName: true, email: true, phone: true, currentRole: true, yearsExperience: true, expertiseAreas: true,
      charityExperience: true, availability: true, motivations: true, currentConsulting: true, createdAt: true, updatedAt: true,
    });
  }

  formSubmissions(slice: Slice): Promise<[FormSubmissionEntity[], number]> {
    return this.page(FormSubmissionEntity, slice, {
      id: true, formType: true, enquirerName: true, enquirerEmail: true, charityName: true, consultantName: true, messageContent: true, submittedAt: true,
    });
  }

  pricingEnquiries(slice: Slice): Promise<[PricingEnquiryEntity[], number]> {
    return this.page(PricingEnquiryEntity, slice, { id: true, fullName: true, organisationName: true, email: true, supportNeeded: true, createdAt: true });
  }

  private page<Row extends { id: number }>(entity: EntityTarget<Row>, slice: Slice, select: FindOptionsSelect<Row>): Promise<[Row[], number]> {
    const repository = this.dataSource.getRepository(entity);
    return Promise.all([
      repository.find({ select, order: { id: 'DESC' } as never, skip: slice.offset, take: slice.limit }),
      repository.count(),
    ]);
  }
}
