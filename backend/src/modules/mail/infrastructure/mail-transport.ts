import { Inject, Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { rootLogger } from '../../../common/logging/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** SMTP through @nestjs-modules/mailer when SMTP_URL is set; otherwise the mail is written to the log. */
@Injectable()
export class MailTransport {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
  ) {}

  get delivers(): boolean {
    return !!this.config.smtpUrl;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.delivers) {
      rootLogger().info({ mail: { to: mail.to, subject: mail.subject } }, 'mail not sent: SMTP_URL is unset');
      return;
    }
    await this.mailer.sendMail({ to: mail.to, from: this.config.mailFrom, subject: mail.subject, text: mail.text });
  }
}
