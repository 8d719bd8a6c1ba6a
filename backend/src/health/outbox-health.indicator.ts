import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailBacklogService } from '../modules/mail';

/** Down once READY_MAX_FAILED_MAILS mails have failed for good: mail is broken and someone must look. */
@Injectable()
export class OutboxHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly backlog: MailBacklogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async failedMails(key: string) {
    const check = this.indicators.check(key);
    const threshold = this.config.readyMaxFailedMails;
    try {
      const failed = await this.backlog.countFailed();
      return failed < threshold ? check.up({ failed, threshold }) : check.down({ failed, threshold });
    } catch {
      return check.down({ threshold });
    }
  }
}
