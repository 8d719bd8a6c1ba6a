import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ConsultantProfilesService } from './application/consultant-profiles.service';
import { ConsultantEntity } from './infrastructure/consultant.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultantEntity])],
  providers: [ConsultantProfilesService],
  exports: [ConsultantProfilesService],
})
export class ConsultantsModule {}
