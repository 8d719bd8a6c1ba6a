import { Module } from '@nestjs/common';

import { AuditModule } from '../audit';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { EnquiriesModule } from '../enquiries';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { AuditLogController } from './interface/http/audit-log.controller';
import { UnmetDemandReportService } from './application/unmet-demand-report.service';
import { AdminCredentialsController } from './interface/http/admin-credentials.controller';
import { AdminReportsController } from './interface/http/admin-reports.controller';
import { CharitiesAdminController } from './interface/http/charities-admin.controller';
import { ConsultantApplicationsController } from './interface/http/consultant-applications.controller';
import { ConsultantListsController } from './interface/http/consultant-lists.controller';
import { CredentialsAdminController } from './interface/http/credentials-admin.controller';
import { IntroductionRequestsAdminController } from './interface/http/introduction-requests-admin.controller';
import { MailOutboxAdminController } from './interface/http/mail-outbox-admin.controller';
import { SignedTermsController } from './interface/http/signed-terms.controller';

/** Back-office endpoints, composed from the other modules' exported services. */
@Module({
  imports: [CharitiesModule, IdentityModule, ConsultantsModule, EnquiriesModule, MailModule, AuditModule],
  controllers: [
    AdminCredentialsController,
    ConsultantApplicationsController,
    ConsultantListsController,
    CredentialsAdminController,
    SignedTermsController,
    IntroductionRequestsAdminController,
    MailOutboxAdminController,
    AuditLogController,
    AdminReportsController,
    CharitiesAdminController,
  ],
  providers: [UnmetDemandReportService],
})
export class AdminModule {}
