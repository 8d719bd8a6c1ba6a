export { PrivacyModule } from './privacy.module';
export { RetentionService } from './application/retention.service';
export type { RetentionRun } from './application/retention.service';
