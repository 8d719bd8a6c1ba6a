import { Injectable } from '@nestjs/common';

import { AdminSortKey, CursorPaging, FORM_LIST_PAGE_SIZE_DEFAULT } from '../../../contracts';
import type { SortRequest } from '../../../kernel/page-request';
import { EnquiryListsRepository, ListedSlice, Slice } from '../infrastructure/enquiry-lists.repository';
import { toCharityWaitingListEntry, toConsultantWaitingListEntry, toFormSubmissionView, toPricingEnquiryView } from './enquiry-views.mapper';

export interface ListQuery<Key extends string = never> {
  page?: number;
  pageSize?: number;
  sort?: SortRequest<Key>;
  cursor?: string;
}

export interface Listed<View> extends CursorPaging {
  rows: View[];
}

/** A page of the asked size, in the asked order (an export reads every page of one size in turn). */
const sliceOf = <Key extends string>(query: ListQuery<Key>): Slice<Key> & { page: number; pageSize: number } => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? FORM_LIST_PAGE_SIZE_DEFAULT;
  return { offset: (page - 1) * pageSize, limit: pageSize, page, pageSize, sort: query.sort, cursor: query.cursor };
};

/** The admins' read side of the public forms (spec 001 §2, §3, §7). Reads only: no transaction, no audit row. */
@Injectable()
export class EnquiryListsService {
  constructor(private readonly lists: EnquiryListsRepository) {}

  charityWaitingList(query: ListQuery<AdminSortKey<'charityWaitingList'>>) {
    return this.listed(query, (slice) => this.lists.charityWaitingList(slice), toCharityWaitingListEntry);
  }

  consultantWaitingList(query: ListQuery<AdminSortKey<'consultantWaitingList'>>) {
    return this.listed(query, (slice) => this.lists.consultantWaitingList(slice), toConsultantWaitingListEntry);
  }

  formSubmissions(query: ListQuery<AdminSortKey<'formSubmissions'>>) {
    return this.listed(query, (slice) => this.lists.formSubmissions(slice), toFormSubmissionView);
  }

  pricingEnquiries(query: ListQuery<AdminSortKey<'pricingEnquiries'>>) {
    return this.listed(query, (slice) => this.lists.pricingEnquiries(slice), toPricingEnquiryView);
  }

  private async listed<Key extends string, Row, View>(query: ListQuery<Key>, read: (slice: Slice<Key>) => Promise<ListedSlice<Row>>, map: (row: Row) => View): Promise<Listed<View>> {
    const slice = sliceOf(query);
    const { rows, total, byCursor, nextCursor, previousCursor } = await read(slice);
    return { rows: rows.map(map), total, page: byCursor ? null : slice.page, pageSize: slice.pageSize, nextCursor, previousCursor };
  }
}
