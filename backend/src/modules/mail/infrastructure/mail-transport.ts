import { Inject, Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { rootLogger } from '../../../common/logging/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row, so a receiving client can recognise a repeated delivery. */
  messageId: string;
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
    if (!this.delivers) return this.log(mail);
    await this.mailer.sendMail({ to: mail.to, from: this.config.mailFrom, subject: mail.subject, text: mail.text, messageId: mail.messageId });
  }

  /**
   * Development without SMTP: the whole text goes to the log (in the message, so a reset link can be
   * followed, like Django's console backend). Production logs only recipient and subject: bodies may
   * carry secrets.
   */
  private log(mail: OutgoingMail): void {
    const fields = { mail: { to: mail.to, subject: mail.subject } };
    if (this.config.isProduction) return rootLogger().info(fields, 'mail not sent: SMTP_URL is unset');
    rootLogger().info(fields, `mail not sent: SMTP_URL is unset; it reads:\n\n${mail.text}\n`);
  }
}
