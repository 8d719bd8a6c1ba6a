export { ConsultantsModule } from './consultants.module';
export { ConsultantProfilesService } from './application/consultant-profiles.service';
export { ConsultantDirectoryService } from './application/consultant-directory.service';
export type { NewConsultantProfile } from './application/consultant-profiles.service';
export { buildSearchDocument, expertiseMask } from './domain/directory-search';
export type { SearchDocumentParts } from './domain/directory-search';
export { AvailabilityFreshnessService } from './application/availability-freshness.service';
export type { FreshnessRunResult } from './application/availability-freshness.service';
export { ConsultantReportsService } from './application/consultant-reports.service';
