import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailerModule } from '@nestjs-modules/mailer';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AuditModule } from '../audit';
import { MailBacklogService } from './application/mail-backlog.service';
import { MailDispatcherService } from './application/mail-dispatcher.service';
import { MailOutboxService } from './application/mail-outbox.service';
import { MailOutboxEntity } from './infrastructure/mail-outbox.entity';
import { MailTransport } from './infrastructure/mail-transport';
import { MailOutboxRepository } from './infrastructure/mail-outbox.repository';
import { ConsentRecordRepository } from './infrastructure/consent-record.repository';
import { smtpTransportOptions } from './infrastructure/smtp-options';

import { MailConsentService } from './application/mail-consent.service';
import { MailPrivacyService } from './application/mail-privacy.service';
import { ConsentRecordEntity } from './infrastructure/consent-record.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([MailOutboxEntity, ConsentRecordEntity]),
    AuditModule,
    MailerModule.forRootAsync({
      inject: [APP_CONFIG],
      // Without SMTP_URL the transport is never asked to send; jsonTransport keeps the mailer constructible.
      useFactory: (config: AppConfig) => ({
        transport: config.smtpUrl ? smtpTransportOptions(config.smtpUrl, config.mailDispatch) : { jsonTransport: true },
        defaults: { from: config.mailFrom },
      }),
    }),
  ],
  providers: [MailOutboxRepository, ConsentRecordRepository, MailOutboxService, MailDispatcherService, MailTransport, MailBacklogService, MailPrivacyService, MailConsentService],
  exports: [MailOutboxService, MailDispatcherService, MailBacklogService, MailPrivacyService, MailConsentService],
})
export class MailModule {}
