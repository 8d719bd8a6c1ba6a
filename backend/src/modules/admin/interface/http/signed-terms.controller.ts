import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { MessageSchema } from '../../../../common/http/error-body.response';
import { SignedTermsSchema } from './signed-terms.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { CURSOR_PAGING_HEADERS, cursorPagedRows } from '../../../../common/http/paging-headers';
import { ADMIN_MESSAGES, roleLabel, SignedTermsView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { SignedTermsService } from '../../../identity';
import { pageRequestOf, SignedTermsQueryDto } from './admin-page.query.dto';

const SIGNED_TERMS_COLUMNS: CsvColumn<SignedTermsView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Username', value: (row) => row.username },
  { header: 'Role', value: (row) => roleLabel(row.role) },
  { header: 'Terms version', value: (row) => row.termsVersion },
  { header: 'Accepted at', value: (row) => row.termsAcceptedAt },
  { header: 'IP address', value: (row) => row.termsIpAddress },
  { header: 'User agent', value: (row) => row.termsUserAgent },
];

/** Spec 001 §2 "Signed terms (admin)", DECISIONS D7. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class SignedTermsController {
  constructor(private readonly signedTerms: SignedTermsService) {}

  @ApiOperation({ summary: 'List signed terms' })
  @ApiOkResponse({
    type: [SignedTermsSchema],
    headers: CURSOR_PAGING_HEADERS,
    description: `Every terms acceptance with its IP address and user agent, newest first unless sorted: the spec's array, one page of it (or a CSV in the same order, read in keyset batches). Pages carry X-Next-Cursor / X-Previous-Cursor for ?cursor=.${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get('signed-terms')
  async list(@Query() query: SignedTermsQueryDto, @Res({ passthrough: true }) response: Response): Promise<SignedTermsView[] | StreamableFile> {
    const request = pageRequestOf(query);
    if (query.format === 'csv') return streamCsv('signed-terms', SIGNED_TERMS_COLUMNS, this.signedTerms.exportAll(request.sort));
    refusePageWithCursor(query);
    const page = await this.signedTerms.list({ ...request, cursor: query.cursor });
    return cursorPagedRows(response, page, page.data);
  }

  @ApiOperation({ summary: 'Ask a consultant to sign the terms again' })
  @ApiOkResponse({ type: MessageSchema, description: "The provider copy is queued again ('Terms Email Sent')" })
  @Post('resend-terms/:id')
  @HttpCode(200)
  async resend(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Req() request: Request): Promise<{ message: string }> {
    await this.signedTerms.resend({ id: admin.id, ipAddress: request.ip ?? null }, id);
    return { message: ADMIN_MESSAGES.termsEmailSent };
  }
}
