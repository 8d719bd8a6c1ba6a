import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';

/** What monitoring needs to know about the outbox (the readiness check). */
@Injectable()
export class MailBacklogService {
  constructor(@InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>) {}

  /** Mails that gave up after every attempt. */
  countFailed(): Promise<number> {
    return this.outbox.countBy({ status: 'failed' });
  }
}
