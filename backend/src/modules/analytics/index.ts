export { AnalyticsModule } from './analytics.module';
export { PageVisitsService } from './application/page-visits.service';
