import { Module } from '@nestjs/common';

import { AnalyticsModule } from '../analytics';
import { AuditModule } from '../audit';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { EnquiriesModule } from '../enquiries';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { ProjectsModule } from '../projects';
import { ReviewsModule } from '../reviews';
import { AccountConsentsService } from './application/account-consents.service';
import { EraseMemberService } from './application/erase-member.service';
import { ExportMemberService } from './application/export-member.service';
import { RetentionService } from './application/retention.service';
import { AccountConsentsController } from './interface/http/account-consents.controller';
import { AccountErasureController } from './interface/http/account-erasure.controller';
import { AccountExportController } from './interface/http/account-export.controller';
import { AdminErasureController } from './interface/http/admin-erasure.controller';

/** Issue 19, D19: a member's personal data, gathered and erased through the other modules' exported services. */
@Module({
  imports: [AnalyticsModule, AuditModule, CharitiesModule, ConsultantsModule, EnquiriesModule, IdentityModule, MailModule, NotificationsModule, ProjectsModule, ReviewsModule],
  controllers: [AccountConsentsController, AccountErasureController, AccountExportController, AdminErasureController],
  providers: [AccountConsentsService, EraseMemberService, ExportMemberService, RetentionService],
  exports: [RetentionService],
})
export class PrivacyModule {}
