import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { CharityAdminQueriesService } from './application/charity-admin-queries.service';
import { CharityProfilesService } from './application/charity-profiles.service';
import { MembershipRenewalsService } from './application/membership-renewals.service';
import { MembershipRequestsService } from './application/membership-requests.service';
import { CharityAdminRepository } from './infrastructure/charity-admin.repository';
import { CharityEntity } from './infrastructure/charity.entity';
import { MembershipRequestEntity } from './infrastructure/membership-request.entity';
import { MembershipRepository } from './infrastructure/membership.repository';
import { CharityProfileRepository } from './infrastructure/charity-profile.repository';
import { MembershipController } from './interface/http/membership.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CharityEntity, MembershipRequestEntity]), MailModule, AuditModule, NotificationsModule],
  controllers: [MembershipController],
  providers: [CharityProfileRepository, CharityAdminQueriesService, CharityAdminRepository, CharityProfilesService, MembershipRepository, MembershipRequestsService, MembershipRenewalsService],
  exports: [CharityAdminQueriesService, CharityProfilesService, MembershipRenewalsService],
})
export class CharitiesModule {}
