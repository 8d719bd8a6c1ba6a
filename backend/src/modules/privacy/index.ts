export { PrivacyModule } from './privacy.module';
export { RetentionService } from './application/retention.service';
