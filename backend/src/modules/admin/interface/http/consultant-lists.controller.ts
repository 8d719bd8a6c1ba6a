import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { PreListedConsultantSchema, RegisteredConsultantPageSchema } from './consultant-lists.response';
import type { CsvColumn } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { CURSOR_PAGING_HEADERS, cursorPagedRows } from '../../../../common/http/paging-headers';
import { CursorPage, expertiseLabels, PreListedConsultantView, RegisteredConsultantView } from '../../../../contracts';
import { ConsultantRosterService } from '../../../consultants';
import { pageRequestOf, PreListedConsultantsQueryDto, RegisteredConsultantsQueryDto } from './admin-page.query.dto';
import { csvOrCursorPage } from './csv-or-page';

const REGISTERED_COLUMNS: CsvColumn<RegisteredConsultantView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Username', value: (row) => row.username },
  { header: 'Organisation', value: (row) => row.organisation },
  { header: 'Approved', value: (row) => row.isApproved },
  { header: 'Must change password', value: (row) => row.mustChangePassword },
  { header: 'Terms accepted', value: (row) => row.hasAcceptedTerms },
  { header: 'Years of experience', value: (row) => row.yearsExperience },
  { header: 'Expertise', value: (row) => expertiseLabels(row.expertise) },
  { header: 'Registered at', value: (row) => row.createdAt },
];

/** Spec 001 §2 "/admin/signups" and "Pre-listed consultant management", §3 admin lists. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class ConsultantListsController {
  constructor(private readonly roster: ConsultantRosterService) {}

  @ApiOperation({ summary: 'List registered consultants' })
  @ApiOkResponse({
    type: RegisteredConsultantPageSchema,
    description: `Every consultant account, newest first unless sorted (or a CSV in the same order with ?format=csv). Each page carries nextCursor / previousCursor for ?cursor=, in every sort.${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('registered-consultants')
  registered(@Query() query: RegisteredConsultantsQueryDto): Promise<CursorPage<RegisteredConsultantView> | StreamableFile> {
    refusePageWithCursor(query);
    return csvOrCursorPage(query, 'registered-consultants', REGISTERED_COLUMNS, (request) => this.roster.registered(request));
  }

  @ApiOperation({ summary: 'List pre-listed consultants' })
  @ApiOkResponse({
    type: [PreListedConsultantSchema],
    headers: CURSOR_PAGING_HEADERS,
    description: `Approved consultants still onboarding (a password to change or terms to accept), newest first unless sorted: the spec's list, one page of it, its cursors in X-Next-Cursor / X-Previous-Cursor for ?cursor=.${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @Get('pre-listed-consultants')
  async preListed(@Query() query: PreListedConsultantsQueryDto, @Res({ passthrough: true }) response: Response): Promise<PreListedConsultantView[]> {
    refusePageWithCursor(query);
    const page = await this.roster.needingOnboarding({ ...pageRequestOf(query), cursor: query.cursor });
    return cursorPagedRows(response, page, page.data);
  }
}
