import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget, FindOptionsOrder, FindOptionsSelect } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { findOrder, SortColumns } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';

import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';
import { FormSubmissionEntity } from './form-submission.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

export interface Slice<Key extends string = never> {
  offset: number;
  limit: number;
  sort?: SortRequest<Key>;
}

/** A low-cardinality key orders its ties by arrival, as its (key, time) index does. */
const CHARITY_SORT: SortColumns<AdminSortKey<'charityWaitingList'>> = {
  createdAt: 'createdAt',
  charityName: 'charityName',
  contactName: 'contactName',
  charitySize: ['charitySize', 'createdAt'],
};
const CONSULTANT_SORT: SortColumns<AdminSortKey<'consultantWaitingList'>> = { createdAt: 'createdAt', fullName: 'fullName', currentRole: 'currentRole' };
const SUBMISSION_SORT: SortColumns<AdminSortKey<'formSubmissions'>> = { submittedAt: 'submittedAt', formType: ['formType', 'submittedAt'], enquirerName: 'enquirerName' };
const PRICING_SORT: SortColumns<AdminSortKey<'pricingEnquiries'>> = { createdAt: 'createdAt', fullName: 'fullName', organisationName: 'organisationName' };

/**
 * The admin lists of the public forms' tables: newest first by id unless sorted (rows are only ever appended, so
 * the id is the arrival order and a total order for paging, read from the primary key; a sort ends on the id too),
 * one page and one count statement.
 * The normalised e-mail is never selected.
 */
@Injectable()
export class EnquiryListsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  charityWaitingList(slice: Slice<AdminSortKey<'charityWaitingList'>>): Promise<[CharityWaitingListEntity[], number]> {
    return this.page(CharityWaitingListEntity, slice, CHARITY_SORT, {
      id: true, charityName: true, contactName: true, email: true, phone: true, charitySize: true, primaryNeed: true, currentChallenges: true, createdAt: true, updatedAt: true,
    });
  }

  consultantWaitingList(slice: Slice<AdminSortKey<'consultantWaitingList'>>): Promise<[ConsultantWaitingListEntity[], number]> {
    return this.page(ConsultantWaitingListEntity, slice, CONSULTANT_SORT, {
      id: true, fullName: true, email: true, phone: true, currentRole: true, yearsExperience: true, expertiseAreas: true,
      charityExperience: true, availability: true, motivations: true, currentConsulting: true, createdAt: true, updatedAt: true,
    });
  }

  formSubmissions(slice: Slice<AdminSortKey<'formSubmissions'>>): Promise<[FormSubmissionEntity[], number]> {
    return this.page(FormSubmissionEntity, slice, SUBMISSION_SORT, {
      id: true, formType: true, enquirerName: true, enquirerEmail: true, charityName: true, consultantName: true, messageContent: true, submittedAt: true,
    });
  }

  pricingEnquiries(slice: Slice<AdminSortKey<'pricingEnquiries'>>): Promise<[PricingEnquiryEntity[], number]> {
    return this.page(PricingEnquiryEntity, slice, PRICING_SORT, { id: true, fullName: true, organisationName: true, email: true, supportNeeded: true, createdAt: true });
  }

  private page<Row extends { id: number }, Key extends string>(
    entity: EntityTarget<Row>,
    slice: Slice<Key>,
    sortColumns: SortColumns<Key>,
    select: FindOptionsSelect<Row>,
  ): Promise<[Row[], number]> {
    const repository = this.dataSource.getRepository(entity);
    const order = (slice.sort ? findOrder(slice.sort, sortColumns) : { id: 'DESC' }) as FindOptionsOrder<Row>;
    return Promise.all([
      repository.find({ select, order, skip: slice.offset, take: slice.limit }),
      repository.count(),
    ]);
  }
}
