import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { PreListedConsultantPageSchema, RegisteredConsultantPageSchema } from '../../../../common/http/admin-api-schemas';
import type { CsvColumn } from '../../../../common/http/csv';
import type { AdminPage, PreListedConsultantView, RegisteredConsultantView } from '../../../../contracts';
import { ConsultantRosterService } from '../../../consultants';
import { AdminExportQueryDto, AdminPageQueryDto, pageRequestOf } from './admin-page.query.dto';
import { csvOrPage } from './csv-or-page';

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
  { header: 'Expertise', value: (row) => row.expertise.join('; ') },
  { header: 'Registered at', value: (row) => row.createdAt },
];

/** Spec 001 §2 "/admin/signups" and "Pre-listed consultant management", §3 admin lists. */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class ConsultantListsController {
  constructor(private readonly roster: ConsultantRosterService) {}

  @ApiOkResponse({ type: RegisteredConsultantPageSchema, description: 'Every consultant account, newest first (or a CSV with ?format=csv)' })
  @ApiProduces('application/json', 'text/csv')
  @Get('registered-consultants')
  async registered(@Query() query: AdminExportQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminPage<RegisteredConsultantView> | string> {
    return csvOrPage(response, query.format, 'registered-consultants', REGISTERED_COLUMNS, await this.roster.registered(pageRequestOf(query)));
  }

  @ApiOkResponse({ type: PreListedConsultantPageSchema, description: 'Approved consultants still onboarding (a password to change or terms to accept), newest first' })
  @Get('pre-listed-consultants')
  preListed(@Query() query: AdminPageQueryDto): Promise<AdminPage<PreListedConsultantView>> {
    return this.roster.needingOnboarding(pageRequestOf(query));
  }
}
