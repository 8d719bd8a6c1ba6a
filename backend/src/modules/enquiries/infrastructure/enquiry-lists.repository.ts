import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget, FindOptionsSelect, SelectQueryBuilder } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AppendOnlyTotals, nearerEnd } from '../../../database/append-only-totals';
import { applyKeyset, cursorsAround, decodeCursor, keyColumns, KeyKind, keysetPage, readingOrder, sortName } from '../../../database/keyset';
import { reverse, SortColumns, sortTerms, SqlDirection } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';

import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';
import { FormSubmissionEntity } from './form-submission.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

export interface Slice<Key extends string = never> {
  offset: number;
  limit: number;
  sort?: SortRequest<Key>;
  /** A keyset cursor of a neighbouring page (issue 22): read instead of `offset`. */
  cursor?: string;
}

/** One page, the total and the cursors either side; `cursor` says the page was read by cursor (no number). */
export interface ListedSlice<Row> {
  rows: Row[];
  total: number;
  byCursor: boolean;
  nextCursor: string | null;
  previousCursor: string | null;
}

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
   * Issue 22, a page at any depth through an index: the page's ids first, from the primary key or the sort
   * column's index in the list's order (a derived table with its LIMIT, so only index entries are read), then
   * those rows by primary key; the total counted in full once and then past the rows already counted (the tables
   * are append-only: AppendOnlyTotals). With a cursor the ids start at the cursor's row (keyset: the same cost at
   * any depth); with an offset they are stepped over from the nearer end (nearerEnd). Two statements, as before.
   */
  private async page<Row extends { id: number }, Key extends string>(
    entity: EntityTarget<Row>,
    slice: Slice<Key>,
    sortColumns: SortColumns<Key>,
    select: FindOptionsSelect<Row>,
  ): Promise<ListedSlice<Row>> {
    const repository = this.dataSource.getRepository(entity);
    const terms = (slice.sort ? sortTerms(slice.sort, sortColumns, 'id') : [['id', 'DESC'] as [string, SqlDirection]]).map(([column, direction]): [string, SqlDirection] => [`listed.${column}`, direction]);
    const sort = sortName(slice.sort);
    const key = keyColumns<Row>(terms, KEY_KINDS);
    const keyset = slice.cursor === undefined ? undefined : decodeCursor(slice.cursor, sort, key.kinds);
    const table = repository.metadata.tableName;
    const total = await this.totals.total(table, repository.createQueryBuilder('row'), 'row.id', table);
    const rowsOf = async (pageIds: SelectQueryBuilder<Row>, order: ReadonlyArray<[string, SqlDirection]>): Promise<Row[]> => {
      const rows = repository
        .createQueryBuilder('row')
        .select(Object.keys(select).map((column) => `row.${column}`))
        .innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.pageId = row.id')
        .setParameters(pageIds.getParameters());
      for (const [column, direction] of order) rows.addOrderBy(column.replace('listed.', 'row.'), direction);
      return rows.getMany();
    };
    if (keyset) {
      const read = await rowsOf(applyKeyset(repository.createQueryBuilder('listed').select('listed.id', 'pageId'), terms, keyset, slice.limit), readingOrder(terms, keyset));
      // Nothing newer than a page before the cursor: that is the first page (read as such, with its number).
      if (keyset.side === 'before' && read.length <= slice.limit) return this.page(entity, { ...slice, offset: 0, cursor: undefined }, sortColumns, select);
      return { ...keysetPage(read, keyset, slice.limit, sort, key.valuesOf), total, byCursor: true };
    }
    const window = nearerEnd(slice.offset, slice.limit, total);
    const pageIds = repository.createQueryBuilder('listed').select('listed.id', 'pageId').offset(window.offset).limit(window.limit);
    for (const [column, direction] of terms) pageIds.addOrderBy(column, window.reversed ? reverse(direction) : direction);
    const rows = window.limit ? await rowsOf(pageIds, terms) : [];
    return { rows, total, byCursor: false, ...cursorsAround(rows, slice.offset + rows.length < total, slice.offset > 0, sort, key.valuesOf) };
  }
}
