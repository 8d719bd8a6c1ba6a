import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { CharityProfilesService } from './application/charity-profiles.service';
import { MembershipRenewalsService } from './application/membership-renewals.service';
import { MembershipRequestsService } from './application/membership-requests.service';
import { CharityEntity } from './infrastructure/charity.entity';
import { MembershipRequestEntity } from './infrastructure/membership-request.entity';
import { MembershipRepository } from './infrastructure/membership.repository';
import { MembershipController } from './interface/http/membership.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CharityEntity, MembershipRequestEntity]), MailModule, AuditModule, NotificationsModule],
  controllers: [MembershipController],
  providers: [CharityProfilesService, MembershipRepository, MembershipRequestsService, MembershipRenewalsService],
  exports: [CharityProfilesService, MembershipRenewalsService],
})
export class CharitiesModule {}
