export { MatchingModule } from './matching.module';
export { NeedIntakeService } from './application/need-intake.service';
export { NeedSourcesRegistry } from './application/need-sources.registry';
export type { NeedSourceHandler } from './application/need-sources.registry';
export { MatchDeadlinesService } from './application/match-deadlines.service';
export { MatchingMetricsService } from './application/matching-metrics.service';
