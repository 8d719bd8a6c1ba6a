import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { PageVisitsService } from './application/page-visits.service';
import { PageVisitEntity } from './infrastructure/page-visit.entity';
import { PageVisitRepository } from './infrastructure/page-visit.repository';
import { AdminAnalyticsController } from './interface/http/admin-analytics.controller';
import { TrackVisitController } from './interface/http/track-visit.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PageVisitEntity])],
  controllers: [TrackVisitController, AdminAnalyticsController],
  providers: [PageVisitsService, PageVisitRepository],
  exports: [PageVisitsService],
})
export class AnalyticsModule {}
