export { PrivacyModule } from './privacy.module';
