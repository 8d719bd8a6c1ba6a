import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { CsvColumn, sendCsv } from '../../../../common/http/csv';
import {
  CharityWaitingListPageSchema,
  ConsultantWaitingListPageSchema,
  FormSubmissionPageSchema,
  PricingEnquiryPageSchema,
} from '../../../../common/http/public-form-schemas';
import type { FormListPaging, CharityWaitingListEntry, ConsultantWaitingListEntry, FormSubmissionView, PricingEnquiryView } from '../../../../contracts';
import { EnquiryListsService, Listed } from '../../application/enquiry-lists.service';
import { AdminListQueryDto, ExportableListQueryDto } from './admin-list.query.dto';
import { CHARITY_WAITING_LIST_CSV, CONSULTANT_WAITING_LIST_CSV, FORM_SUBMISSIONS_CSV } from './enquiry-csv-columns';

type Page<View> = FormListPaging & { data: View[] };
const paging = ({ total, page, pageSize }: FormListPaging): FormListPaging => ({ total, page, pageSize });
const CSV_NOTE = '; with ?format=csv the newest 10,000 rows as a CSV download (text/csv)';

/** The admins' read side of the public forms (spec 001 §2, §7): read-only, so no audit rows. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminEnquiryListsController {
  constructor(private readonly lists: EnquiryListsService) {}

  @ApiOkResponse({ type: CharityWaitingListPageSchema, description: `Charity waiting list, newest first${CSV_NOTE}` })
  @ApiProduces('application/json', 'text/csv')
  @Get('waiting-list/charities')
  charities(@Query() query: ExportableListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Page<CharityWaitingListEntry> | string> {
    return this.answer(query, response, 'charity-waiting-list', CHARITY_WAITING_LIST_CSV, (q) => this.lists.charityWaitingList(q));
  }

  @ApiOkResponse({ type: ConsultantWaitingListPageSchema, description: `Consultant waiting list, newest first${CSV_NOTE}` })
  @ApiProduces('application/json', 'text/csv')
  @Get('waiting-list/consultants')
  consultants(@Query() query: ExportableListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Page<ConsultantWaitingListEntry> | string> {
    return this.answer(query, response, 'consultant-waiting-list', CONSULTANT_WAITING_LIST_CSV, (q) => this.lists.consultantWaitingList(q));
  }

  @ApiOkResponse({ type: FormSubmissionPageSchema, description: `Get-matched and introduction-request submissions, newest first${CSV_NOTE}` })
  @ApiProduces('application/json', 'text/csv')
  @Get('form-submissions')
  async formSubmissions(@Query() query: ExportableListQueryDto, @Res({ passthrough: true }) response: Response): Promise<(FormListPaging & { submissions: FormSubmissionView[] }) | string> {
    if (query.format === 'csv') return sendCsv(response, 'form-submissions', FORM_SUBMISSIONS_CSV, (await this.lists.formSubmissions('export')).rows);
    const listed = await this.lists.formSubmissions(query);
    return { submissions: listed.rows, ...paging(listed) };
  }

  @ApiOkResponse({ type: PricingEnquiryPageSchema, description: 'Pricing enquiries, newest first' })
  @Get('pricing-enquiries')
  async pricingEnquiries(@Query() query: AdminListQueryDto): Promise<Page<PricingEnquiryView>> {
    const listed = await this.lists.pricingEnquiries(query);
    return { data: listed.rows, ...paging(listed) };
  }

  private async answer<View>(
    query: ExportableListQueryDto,
    response: Response,
    name: string,
    columns: readonly CsvColumn<View>[],
    read: (query: ExportableListQueryDto | 'export') => Promise<Listed<View>>,
  ): Promise<Page<View> | string> {
    if (query.format === 'csv') return sendCsv(response, name, columns, (await read('export')).rows);
    const listed = await read(query);
    return { data: listed.rows, ...paging(listed) };
  }
}
