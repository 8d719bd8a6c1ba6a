import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { ConsultantApplicationsService } from './application/consultant-applications.service';
import { ConsultantDirectoryService } from './application/consultant-directory.service';
import { ConsultantProfilesService } from './application/consultant-profiles.service';
import { ConsultantRosterService } from './application/consultant-roster.service';
import { UpdateConsultantProfileService } from './application/update-consultant-profile.service';
import { ConsultantApplicationReviewEntity } from './infrastructure/consultant-application-review.entity';
import { ConsultantEntity } from './infrastructure/consultant.entity';
import { ConsultantRosterRepository } from './infrastructure/consultant-roster.repository';
import { DirectoryRepository } from './infrastructure/directory.repository';
import { ConsultantDirectoryController } from './interface/http/consultant-directory.controller';
import { ConsultantProfileController } from './interface/http/consultant-profile.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultantEntity, ConsultantApplicationReviewEntity]), AuditModule, MailModule],
  controllers: [ConsultantDirectoryController, ConsultantProfileController],
  providers: [
    ConsultantProfilesService,
    UpdateConsultantProfileService,
    ConsultantDirectoryService,
    DirectoryRepository,
    ConsultantRosterRepository,
    ConsultantRosterService,
    ConsultantApplicationsService,
  ],
  exports: [ConsultantProfilesService, ConsultantDirectoryService, ConsultantRosterService, ConsultantApplicationsService],
})
export class ConsultantsModule {}
