import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { OutcomesModule } from '../outcomes';
import { ReviewsModule } from '../reviews';
import { ConsultantApplicationsService } from './application/consultant-applications.service';
import { ConsultantDirectoryService } from './application/consultant-directory.service';
import { ConsultantDataService } from './application/consultant-data.service';
import { ConsultantErasureService } from './application/consultant-erasure.service';
import { ConsultantProfilesService } from './application/consultant-profiles.service';
import { ConsultantRosterService } from './application/consultant-roster.service';
import { UpdateConsultantProfileService } from './application/update-consultant-profile.service';
import { ConsultantApplicationReviewEntity } from './infrastructure/consultant-application-review.entity';
import { AvailabilityFreshnessService } from './application/availability-freshness.service';
import { AvailabilityLinkService } from './application/availability-link.service';
import { ConsultantReportsService } from './application/consultant-reports.service';
import { AvailabilityConfirmationEntity } from './infrastructure/availability-confirmation.entity';
import { ConsultantProfileRepository } from './infrastructure/consultant-profile.repository';
import { AvailabilityRepository } from './infrastructure/availability.repository';
import { ConsultantEntity } from './infrastructure/consultant.entity';
import { ConsultantRosterRepository } from './infrastructure/consultant-roster.repository';
import { DirectoryRepository } from './infrastructure/directory.repository';
import { DirectorySearchIndex } from './infrastructure/directory-search-index';
import { UnmetSearchEntity } from './infrastructure/unmet-search.entity';
import { UnmetSearchRepository } from './infrastructure/unmet-search.repository';
import { AvailabilityLinkController } from './interface/http/availability-link.controller';
import { ConsultantDirectoryController } from './interface/http/consultant-directory.controller';
import { ConsultantProfileController } from './interface/http/consultant-profile.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultantEntity, ConsultantApplicationReviewEntity, AvailabilityConfirmationEntity, UnmetSearchEntity]), AuditModule, MailModule, NotificationsModule, OutcomesModule, ReviewsModule],
  controllers: [ConsultantDirectoryController, ConsultantProfileController, AvailabilityLinkController],
  providers: [
    ConsultantProfileRepository,
    ConsultantProfilesService,
    ConsultantErasureService,
    ConsultantDataService,
    UpdateConsultantProfileService,
    ConsultantDirectoryService,
    DirectoryRepository,
    DirectorySearchIndex,
    ConsultantRosterRepository,
    ConsultantRosterService,
    ConsultantApplicationsService,
    AvailabilityRepository,
    UnmetSearchRepository,
    AvailabilityFreshnessService,
    AvailabilityLinkService,
    ConsultantReportsService,
  ],
  exports: [
    ConsultantProfilesService,
    ConsultantErasureService,
    ConsultantDataService,
    ConsultantDirectoryService,
    ConsultantRosterService,
    ConsultantApplicationsService,
    AvailabilityFreshnessService,
    ConsultantReportsService,
  ],
})
export class ConsultantsModule {}
