export { MailModule } from './mail.module';
export { MailOutboxService } from './application/mail-outbox.service';
export { MailDispatcherService } from './application/mail-dispatcher.service';
export { MailBacklogService } from './application/mail-backlog.service';
export { MailPrivacyService } from './application/mail-privacy.service';
export { MailConsentService } from './application/mail-consent.service';
