import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CharityProfilesService } from './application/charity-profiles.service';
import { CharityEntity } from './infrastructure/charity.entity';
import { MembershipRequestEntity } from './infrastructure/membership-request.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CharityEntity, MembershipRequestEntity])],
  providers: [CharityProfilesService],
  exports: [CharityProfilesService],
})
export class CharitiesModule {}
