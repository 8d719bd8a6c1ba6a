import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';

import { MailModule } from '../modules/mail';
import { HealthController } from './health.controller';
import { DatabaseHealthIndicator } from './database-health.indicator';
import { OutboxHealthIndicator } from './outbox-health.indicator';

@Module({
  // Terminus' own failure log is replaced by one line per failed check in the controller.
  imports: [TerminusModule.forRoot({ logger: false }), MailModule],
  controllers: [HealthController],
  providers: [DatabaseHealthIndicator, OutboxHealthIndicator],
})
export class HealthModule {}
