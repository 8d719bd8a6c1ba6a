import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailBacklogService } from '../modules/mail';

/** The outbox as readiness sees it: mail is broken or late, and someone must look. */
@Injectable()
export class OutboxHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly backlog: MailBacklogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Down once READY_MAX_FAILED_MAILS mails have failed for good, or (issue 15) once a due mail has waited longer
   * than READY_MAX_MAIL_AGE_MINUTES: the dispatcher is not keeping up, or not running. `reason` says which.
   */
  async mailBacklog(key: string) {
    const check = this.indicators.check(key);
    const threshold = this.config.readyMaxFailedMails;
    const maxAgeSeconds = this.config.readyMaxMailAgeMinutes * 60;
    try {
      const mail = await this.backlog.backlog();
      if (mail.failed >= threshold) return check.down({ mail, threshold, reason: 'failed' });
      if (mail.oldestPendingAgeSeconds > maxAgeSeconds) return check.down({ mail, maxAgeSeconds, reason: 'stale' });
      return check.up({ mail });
    } catch {
      return check.down({ threshold });
    }
  }
}
