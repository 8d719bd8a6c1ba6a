import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { CsvColumn, sendCsv } from '../../../../common/http/csv';
import {
  CharityWaitingListPageSchema,
  ConsultantWaitingListPageSchema,
  FormSubmissionPageSchema,
  PricingEnquiryPageSchema,
} from '../../../../common/http/public-form-schemas';
import type { FormListPaging, CharityWaitingListEntry, ConsultantWaitingListEntry, FormSubmissionView, PricingEnquiryView, SortOrder } from '../../../../contracts';
import { EnquiryListsService, Listed, ListQuery } from '../../application/enquiry-lists.service';
import {
  CharityWaitingListQueryDto,
  ConsultantWaitingListQueryDto,
  ExportableListQueryDto,
  FormSubmissionsQueryDto,
  listQueryOf,
  PricingEnquiriesQueryDto,
} from './admin-list.query.dto';
import { CHARITY_WAITING_LIST_CSV, CONSULTANT_WAITING_LIST_CSV, FORM_SUBMISSIONS_CSV } from './enquiry-csv-columns';

type Page<View> = FormListPaging & { data: View[] };
const paging = ({ total, page, pageSize }: FormListPaging): FormListPaging => ({ total, page, pageSize });
const CSV_NOTE = ' unless sorted; with ?format=csv the first 10,000 rows in the same order as a CSV download (text/csv)';

/** The admins' read side of the public forms (spec 001 §2, §7): read-only, so no audit rows. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminEnquiryListsController {
  constructor(private readonly lists: EnquiryListsService) {}

  @ApiOperation({ summary: 'List the charity waiting list' })
  @ApiOkResponse({ type: CharityWaitingListPageSchema, description: `Charity waiting list, newest first${CSV_NOTE}` })
  @ApiProduces('application/json', 'text/csv')
  @Get('waiting-list/charities')
  charities(@Query() query: CharityWaitingListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Page<CharityWaitingListEntry> | string> {
    return this.answer(query, response, 'charity-waiting-list', CHARITY_WAITING_LIST_CSV, (q) => this.lists.charityWaitingList(q));
  }

  @ApiOperation({ summary: 'List the consultant waiting list' })
  @ApiOkResponse({ type: ConsultantWaitingListPageSchema, description: `Consultant waiting list, newest first${CSV_NOTE}` })
  @ApiProduces('application/json', 'text/csv')
  @Get('waiting-list/consultants')
  consultants(@Query() query: ConsultantWaitingListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Page<ConsultantWaitingListEntry> | string> {
    return this.answer(query, response, 'consultant-waiting-list', CONSULTANT_WAITING_LIST_CSV, (q) => this.lists.consultantWaitingList(q));
  }

  @ApiOperation({ summary: 'List form submissions' })
  @ApiOkResponse({ type: FormSubmissionPageSchema, description: `Get-matched and introduction-request submissions, newest first${CSV_NOTE}` })
  @ApiProduces('application/json', 'text/csv')
  @Get('form-submissions')
  async formSubmissions(@Query() query: FormSubmissionsQueryDto, @Res({ passthrough: true }) response: Response): Promise<(FormListPaging & { submissions: FormSubmissionView[] }) | string> {
    const listed = await this.lists.formSubmissions(listQueryOf(query));
    if (query.format === 'csv') return sendCsv(response, 'form-submissions', FORM_SUBMISSIONS_CSV, listed.rows);
    return { submissions: listed.rows, ...paging(listed) };
  }

  @ApiOperation({ summary: 'List pricing enquiries' })
  @ApiOkResponse({ type: PricingEnquiryPageSchema, description: 'Pricing enquiries, newest first unless sorted' })
  @Get('pricing-enquiries')
  async pricingEnquiries(@Query() query: PricingEnquiriesQueryDto): Promise<Page<PricingEnquiryView>> {
    const listed = await this.lists.pricingEnquiries(listQueryOf(query));
    return { data: listed.rows, ...paging(listed) };
  }

  private async answer<View, Key extends string>(
    query: ExportableListQueryDto & { sort?: Key; order?: SortOrder },
    response: Response,
    name: string,
    columns: readonly CsvColumn<View>[],
    read: (query: ListQuery<Key>) => Promise<Listed<View>>,
  ): Promise<Page<View> | string> {
    const listed = await read(listQueryOf(query));
    if (query.format === 'csv') return sendCsv(response, name, columns, listed.rows);
    return { data: listed.rows, ...paging(listed) };
  }
}
