import { Module } from '@nestjs/common';

import { ConsultantsModule } from '../consultants';
import { EnquiriesModule } from '../enquiries';
import { IdentityModule } from '../identity';
import { UnmetDemandReportService } from './application/unmet-demand-report.service';
import { AdminCredentialsController } from './interface/http/admin-credentials.controller';
import { AdminReportsController } from './interface/http/admin-reports.controller';

/** Back-office endpoints, composed from the other modules' exported services. */
@Module({
  imports: [IdentityModule, ConsultantsModule, EnquiriesModule],
  controllers: [AdminCredentialsController, AdminReportsController],
  providers: [UnmetDemandReportService],
})
export class AdminModule {}
