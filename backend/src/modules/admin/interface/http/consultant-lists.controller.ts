import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { PreListedConsultantSchema, RegisteredConsultantPageSchema } from './consultant-lists.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { rowsByCursor } from '../../../../kernel/page-request';
import { PAGING_HEADERS, pagedRows } from '../../../../common/http/paging-headers';
import { CursorPage, expertiseLabels, PreListedConsultantView, RegisteredConsultantView } from '../../../../contracts';
import { ConsultantRosterService } from '../../../consultants';
import { pageRequestOf, PreListedConsultantsQueryDto, RegisteredConsultantsQueryDto } from './admin-page.query.dto';

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
    description: `Every consultant account, newest first unless sorted (or every one in the same order as a CSV with ?format=csv, read a keyset batch at a time). Each page carries nextCursor / previousCursor for ?cursor=.${DEEP_PAGE_NOTE}`,
  })
  @ApiProduces('application/json', 'text/csv')
  @GrowingListBadRequest()
  @Get('registered-consultants')
  async registered(@Query() query: RegisteredConsultantsQueryDto): Promise<CursorPage<RegisteredConsultantView> | StreamableFile> {
    const request = pageRequestOf(query);
    if (query.format === 'csv') {
      const batches = rowsByCursor(async (cursor, pageSize) => {
        const batch = await this.roster.registered({ page: 1, pageSize, sort: request.sort, cursor });
        return { rows: batch.data, nextCursor: batch.nextCursor };
      });
      return streamCsv('registered-consultants', REGISTERED_COLUMNS, batches);
    }
    refusePageWithCursor(query);
    return this.roster.registered({ ...request, cursor: query.cursor });
  }

  @ApiOperation({ summary: 'List pre-listed consultants' })
  @ApiOkResponse({
    type: [PreListedConsultantSchema],
    headers: PAGING_HEADERS,
    description: 'Approved consultants still onboarding (a password to change or terms to accept), newest first unless sorted: the spec\'s list, one page of it',
  })
  @Get('pre-listed-consultants')
  async preListed(@Query() query: PreListedConsultantsQueryDto, @Res({ passthrough: true }) response: Response): Promise<PreListedConsultantView[]> {
    const page = await this.roster.needingOnboarding(pageRequestOf(query));
    return pagedRows(response, page, page.data);
  }
}
