import { ApiProperty } from '@nestjs/swagger';

import type { MailBacklogView } from '../contracts';

/**
 * OpenAPI schemas of the liveness and readiness probes. Each class implements the contracts type it documents, so a
 * field added there fails to compile here until documented.
 */

export class HealthSchema {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ enum: ['up'] }) database: 'up';
}

export class MailBacklogSchema implements MailBacklogView {
  @ApiProperty({ description: 'Mails waiting to go out (due, or waiting out a retry back-off)' }) pending: number;
  @ApiProperty({ description: 'Seconds the longest-waiting due mail has waited for the dispatcher; 0 when none is due' })
  oldestPendingAgeSeconds: number;
  @ApiProperty({ description: 'Mails that failed for good' }) failed: number;
}

export class ReadinessSchema extends HealthSchema {
  @ApiProperty({ description: 'Outbox mails that failed for good' }) failedMails: number;
  @ApiProperty({ type: MailBacklogSchema, description: 'The outbox backlog (issue 15); also in the body of a 503' }) mail: MailBacklogSchema;
}
