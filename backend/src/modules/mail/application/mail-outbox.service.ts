import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { SENT_MAIL_BODY_RETENTION_DAYS } from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { MailTemplateData, MailTemplateName, NON_ESSENTIAL_TEMPLATES, renderMail, SECRET_BEARING_TEMPLATES } from '../domain/mail-templates';
import { MailOutboxRepository } from '../infrastructure/mail-outbox.repository';
import { MailConsentService } from './mail-consent.service';
import { sealBody } from './sealed-body';

/** Sent bodies are kept this long for support questions, then blanked by the cleanup job (D3). */
const SENT_BODY_RETENTION_DAYS = SENT_MAIL_BODY_RETENTION_DAYS;

/** Enqueue mails inside the caller's transaction so a mail exists exactly when its cause was committed (D10). */
@Injectable()
export class MailOutboxService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly consents: MailConsentService,
  ) {}

  get adminInbox(): string {
    return this.config.adminNotifyEmail;
  }

  /**
   * Writes with the ambient use-case transaction (TransactionRunner.run); throws outside one. A digest or
   * reminder to a member (`recipientUserId`) who opted out of non-essential mail is not queued (D19).
   */
  async enqueue<N extends MailTemplateName>(to: string, template: N, data: MailTemplateData<N>, recipientUserId?: number): Promise<void> {
    // Throws outside a transaction even when the mail would be skipped: the caller's mistake shows at once.
    requireTransaction('MailOutboxService.enqueue');
    if (recipientUserId !== undefined && NON_ESSENTIAL_TEMPLATES.has(template) && !(await this.consents.receivesNonEssential(recipientUserId))) return;
    const rendered = renderMail(template, data, { brand: this.config.brandName, appBaseUrl: this.config.appBaseUrl });
    await this.outbox.enqueue({
      template,
      toAddress: to,
      // The column holds 255 characters; a long name or brand must not make the caller's transaction fail.
      subject: rendered.subject.slice(0, 255),
      textBody: SECRET_BEARING_TEMPLATES.has(template) ? sealBody(rendered.text, this.config.credentialsKey) : rendered.text,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.clock.now(),
    });
  }

  /** Blanks the bodies of mails delivered (or logged) more than 30 days ago; run by the cleanup job. */
  async purgeOldSentBodies(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - SENT_BODY_RETENTION_DAYS * 24 * 60 * 60_000);
    return this.outbox.blankSentBodiesBefore(before);
  }
}
