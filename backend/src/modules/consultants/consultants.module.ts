import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ConsultantDirectoryService } from './application/consultant-directory.service';
import { ConsultantProfilesService } from './application/consultant-profiles.service';
import { UpdateConsultantProfileService } from './application/update-consultant-profile.service';
import { ConsultantEntity } from './infrastructure/consultant.entity';
import { DirectoryRepository } from './infrastructure/directory.repository';
import { ConsultantDirectoryController } from './interface/http/consultant-directory.controller';
import { ConsultantProfileController } from './interface/http/consultant-profile.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultantEntity])],
  controllers: [ConsultantDirectoryController, ConsultantProfileController],
  providers: [ConsultantProfilesService, UpdateConsultantProfileService, ConsultantDirectoryService, DirectoryRepository],
  exports: [ConsultantProfilesService, ConsultantDirectoryService],
})
export class ConsultantsModule {}
