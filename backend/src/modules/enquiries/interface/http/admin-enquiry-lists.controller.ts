import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import {
  CharityWaitingListPageSchema,
  ConsultantWaitingListPageSchema,
  FormSubmissionPageSchema,
  PricingEnquiryPageSchema,
} from './admin-enquiry-lists.response';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { rowsByCursor } from '../../../../kernel/page-request';
import type { CursorPage, CursorPaging, CharityWaitingListEntry, ConsultantWaitingListEntry, FormSubmissionPage, PricingEnquiryView, SortOrder } from '../../../../contracts';
import { EnquiryListsService, Listed, ListQuery } from '../../application/enquiry-lists.service';
import {
  CharityWaitingListQueryDto,
  ConsultantWaitingListQueryDto,
  ExportableListQueryDto,
  FormSubmissionsQueryDto,
  listQueryOf,
  PricingEnquiriesQueryDto,
} from './admin-list.query.dto';
import { CHARITY_WAITING_LIST_CSV, CONSULTANT_WAITING_LIST_CSV, FORM_SUBMISSIONS_CSV, PRICING_ENQUIRIES_CSV } from './enquiry-csv-columns';

const paging = ({ total, page, pageSize, nextCursor, previousCursor }: CursorPaging): CursorPaging => ({ total, page, pageSize, nextCursor, previousCursor });
const CSV_NOTE = ` unless sorted; with ?format=csv every row in the same order as a CSV download (text/csv), streamed. Each page carries nextCursor / previousCursor for ?cursor=.${DEEP_PAGE_NOTE}`;

/** The admins' read side of the public forms (spec 001 §2, §7): read-only, so no audit rows. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminEnquiryListsController {
  constructor(private readonly lists: EnquiryListsService) {}

  @ApiOperation({ summary: 'List the charity waiting list' })
  @ApiOkResponse({ type: CharityWaitingListPageSchema, description: `Charity waiting list, newest first${CSV_NOTE}` })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('waiting-list/charities')
  charities(@Query() query: CharityWaitingListQueryDto): Promise<CursorPage<CharityWaitingListEntry> | StreamableFile> {
    return this.answer(query, 'charity-waiting-list', CHARITY_WAITING_LIST_CSV, (q) => this.lists.charityWaitingList(q));
  }

  @ApiOperation({ summary: 'List the consultant waiting list' })
  @ApiOkResponse({ type: ConsultantWaitingListPageSchema, description: `Consultant waiting list, newest first${CSV_NOTE}` })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('waiting-list/consultants')
  consultants(@Query() query: ConsultantWaitingListQueryDto): Promise<CursorPage<ConsultantWaitingListEntry> | StreamableFile> {
    return this.answer(query, 'consultant-waiting-list', CONSULTANT_WAITING_LIST_CSV, (q) => this.lists.consultantWaitingList(q));
  }

  @ApiOperation({ summary: 'List form submissions' })
  @ApiOkResponse({ type: FormSubmissionPageSchema, description: `Get-matched and introduction-request submissions, newest first${CSV_NOTE}` })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('form-submissions')
  async formSubmissions(@Query() query: FormSubmissionsQueryDto): Promise<FormSubmissionPage | StreamableFile> {
    if (query.format === 'csv') return this.export(query, 'form-submissions', FORM_SUBMISSIONS_CSV, (q) => this.lists.formSubmissions(q));
    refusePageWithCursor(query);
    const listed = await this.lists.formSubmissions(listQueryOf(query));
    return { submissions: listed.rows, ...paging(listed) };
  }

  @ApiOperation({ summary: 'List pricing enquiries' })
  @ApiOkResponse({ type: PricingEnquiryPageSchema, description: `Pricing enquiries, newest first${CSV_NOTE}` })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('pricing-enquiries')
  pricingEnquiries(@Query() query: PricingEnquiriesQueryDto): Promise<CursorPage<PricingEnquiryView> | StreamableFile> {
    return this.answer(query, 'pricing-enquiries', PRICING_ENQUIRIES_CSV, (q) => this.lists.pricingEnquiries(q));
  }

  private async answer<View, Key extends string>(
    query: ExportableListQueryDto & { sort?: Key; order?: SortOrder },
    name: string,
    columns: readonly CsvColumn<View>[],
    read: (query: ListQuery<Key>) => Promise<Listed<View>>,
  ): Promise<CursorPage<View> | StreamableFile> {
    if (query.format === 'csv') return this.export(query, name, columns, read);
    refusePageWithCursor(query);
    const listed = await read(listQueryOf(query));
    return { data: listed.rows, ...paging(listed) };
  }

  /** Every row in the list's order, a keyset batch at a time, streamed as it is read (issue 22: no cap, flat memory). */
  private export<View, Key extends string>(
    query: ExportableListQueryDto & { sort?: Key; order?: SortOrder },
    name: string,
    columns: readonly CsvColumn<View>[],
    read: (query: ListQuery<Key>) => Promise<Listed<View>>,
  ): StreamableFile {
    const { sort } = listQueryOf(query);
    return streamCsv(name, columns, rowsByCursor((cursor, pageSize) => read({ pageSize, sort, cursor })));
  }
}
