import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ConsultantProfilesService } from './application/consultant-profiles.service';
import { UpdateConsultantProfileService } from './application/update-consultant-profile.service';
import { ConsultantEntity } from './infrastructure/consultant.entity';
import { ConsultantProfileController } from './interface/http/consultant-profile.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultantEntity])],
  controllers: [ConsultantProfileController],
  providers: [ConsultantProfilesService, UpdateConsultantProfileService],
  exports: [ConsultantProfilesService],
})
export class ConsultantsModule {}
