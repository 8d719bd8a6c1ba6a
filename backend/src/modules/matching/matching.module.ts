import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { AdminNeedsService } from './application/admin-needs.service';
import { CharityMatchesService } from './application/charity-matches.service';
import { ConsultantMatchRequestsService } from './application/consultant-match-requests.service';
import { MatchCandidatesService } from './application/match-candidates.service';
import { MatchDeadlinesService } from './application/match-deadlines.service';
import { MatchingMetricsService } from './application/matching-metrics.service';
import { NeedIntakeService } from './application/need-intake.service';
import { NeedMoverService } from './application/need-mover.service';
import { NeedSourcesRegistry } from './application/need-sources.registry';
import { ShortlistService } from './application/shortlist.service';
import { CandidatePoolQuery } from './infrastructure/candidate-pool.query';
import { MatchRequestEntity } from './infrastructure/match-request.entity';
import { NeedMoveEntity } from './infrastructure/need-move.entity';
import { NeedShortlistEntity } from './infrastructure/need-shortlist.entity';
import { NeedEntity } from './infrastructure/need.entity';
import { NeedRepository } from './infrastructure/need.repository';
import { NeedReportRepository } from './infrastructure/need-report.repository';
import { PartyQuery } from './infrastructure/party.query';
import { AdminNeedsController } from './interface/http/admin-needs.controller';
import { MatchRequestsController } from './interface/http/match-requests.controller';
import { MatchesController } from './interface/http/matches.controller';
import { MatchingMetricsController } from './interface/http/matching-metrics.controller';

/**
 * Matching (issue 17, D17): needs from every door, the explained ranking, shortlist → choice → answer. Other
 * modules feed it through NeedIntakeService and register what happens to their rows through NeedSourcesRegistry;
 * it imports none of them (docs/decisions/17-matching.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature([NeedEntity, NeedMoveEntity, NeedShortlistEntity, MatchRequestEntity]), AuditModule, MailModule],
  controllers: [AdminNeedsController, MatchesController, MatchRequestsController, MatchingMetricsController],
  providers: [
    NeedRepository,
    NeedReportRepository,
    PartyQuery,
    CandidatePoolQuery,
    NeedSourcesRegistry,
    NeedMoverService,
    NeedIntakeService,
    MatchCandidatesService,
    AdminNeedsService,
    ShortlistService,
    CharityMatchesService,
    ConsultantMatchRequestsService,
    MatchDeadlinesService,
    MatchingMetricsService,
  ],
  exports: [NeedIntakeService, NeedSourcesRegistry, MatchCandidatesService, MatchDeadlinesService, MatchingMetricsService],
})
export class MatchingModule {}
