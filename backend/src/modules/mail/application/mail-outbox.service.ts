import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { MailTemplateData, MailTemplateName, renderMail } from '../domain/mail-templates';
import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';

/** Enqueue mails inside the caller's transaction so a mail exists exactly when its cause was committed (D10). */
@Injectable()
export class MailOutboxService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  get adminInbox(): string {
    return this.config.adminNotifyEmail;
  }

  async enqueue<N extends MailTemplateName>(manager: EntityManager, to: string, template: N, data: MailTemplateData<N>): Promise<void> {
    const rendered = renderMail(template, data, { brand: this.config.brandName, appBaseUrl: this.config.appBaseUrl });
    await manager.insert(MailOutboxEntity, {
      template,
      toAddress: to,
      // The column holds 255 characters; a long name or brand must not make the caller's transaction fail.
      subject: rendered.subject.slice(0, 255),
      textBody: rendered.text,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.clock.now(),
    });
  }
}
