import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget, FindOptionsSelect } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { SortColumns, sortTerms, SqlDirection } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';

import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';
import { FormSubmissionEntity } from './form-submission.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

/** A page by offset or (issue 22) by a keyset cursor of a neighbouring page, in the asked sort. */
export interface Slice<Key extends string = never> extends PageSlice {
  sort?: SortRequest<Key>;
}

export type ListedSlice<Row> = GrowingPage<Row>;

const KEY_KINDS: Record<string, KeyKind> = {
  id: 'id',
  createdAt: 'datetime',
  submittedAt: 'datetime',
  charityName: 'text',
  contactName: 'text',
  charitySize: 'text',
  fullName: 'text',
  currentRole: 'text',
  formType: 'text',
  enquirerName: 'text',
  organisationName: 'text',
};

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
 * one page and one count statement (see `page`).
 * The normalised e-mail is never selected.
 */
@Injectable()
export class EnquiryListsRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  charityWaitingList(slice: Slice<AdminSortKey<'charityWaitingList'>>): Promise<ListedSlice<CharityWaitingListEntity>> {
    return this.page(CharityWaitingListEntity, slice, CHARITY_SORT, {
      id: true, charityName: true, contactName: true, email: true, phone: true, charitySize: true, primaryNeed: true, currentChallenges: true, createdAt: true, updatedAt: true,
    });
  }

  consultantWaitingList(slice: Slice<AdminSortKey<'consultantWaitingList'>>): Promise<ListedSlice<ConsultantWaitingListEntity>> {
    return this.page(ConsultantWaitingListEntity, slice, CONSULTANT_SORT, {
      id: true, fullName: true, email: true, phone: true, currentRole: true, yearsExperience: true, expertiseAreas: true,
      charityExperience: true, availability: true, motivations: true, currentConsulting: true, createdAt: true, updatedAt: true,
    });
  }

  formSubmissions(slice: Slice<AdminSortKey<'formSubmissions'>>): Promise<ListedSlice<FormSubmissionEntity>> {
    return this.page(FormSubmissionEntity, slice, SUBMISSION_SORT, {
      id: true, formType: true, enquirerName: true, enquirerEmail: true, charityName: true, consultantName: true, messageContent: true, submittedAt: true,
    });
  }

  pricingEnquiries(slice: Slice<AdminSortKey<'pricingEnquiries'>>): Promise<ListedSlice<PricingEnquiryEntity>> {
    return this.page(PricingEnquiryEntity, slice, PRICING_SORT, { id: true, fullName: true, organisationName: true, email: true, supportNeeded: true, createdAt: true });
  }

  /**
   * Issue 22, a page at any depth through an index (growingListPage): ids first from the primary key or the sort
   * column's index, then those rows; the total counted in full once and then past the rows already counted (the
   * tables are append-only: AppendOnlyTotals). Two statements, as before.
   */
  private page<Row extends { id: number }, Key extends string>(
    entity: EntityTarget<Row>,
    slice: Slice<Key>,
    sortColumns: SortColumns<Key>,
    select: FindOptionsSelect<Row>,
  ): Promise<GrowingPage<Row>> {
    const repository = this.dataSource.getRepository(entity);
    const terms = (slice.sort ? sortTerms(slice.sort, sortColumns, 'id') : [['id', 'DESC'] as [string, SqlDirection]]).map(([column, direction]): [string, SqlDirection] => [`listed.${column}`, direction]);
    const table = repository.metadata.tableName;
    return growingListPage<Row>(
      {
        terms,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        ids: () => repository.createQueryBuilder('listed').select('listed.id', 'pageId'),
        rowsOf: (pageIds, order) => joinPage(repository.createQueryBuilder('row').select(Object.keys(select).map((column) => `row.${column}`)), pageIds, order).getMany(),
        total: () => this.totals.total(table, repository.createQueryBuilder('row'), 'row.id', table),
      },
      slice,
    );
  }
}
