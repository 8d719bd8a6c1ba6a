import { Controller, Get, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorFunction } from '@nestjs/terminus';

import { Public } from '../common/decorators/public.decorator';
import { ApiException } from '../common/http/api-exceptions';
import { HealthSchema, ReadinessSchema } from './health.response';
import { rootLogger } from '../common/logging/logger';
import { API_MESSAGES, HEALTH_MESSAGES, MailBacklogView } from '../contracts';
import { DatabaseHealthIndicator } from './database-health.indicator';
import { OutboxHealthIndicator } from './outbox-health.indicator';

const DATABASE_TIMEOUT_MS = 3000;

/**
 * `/api/health` (liveness, what the load balancer asks) and `/api/health/ready` (readiness, for monitoring),
 * run by @nestjs/terminus and answered in the API's own flat shape: 200 `{ status: 'ok', … }`, or 503 in the one
 * error shape naming the failing check.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly outbox: OutboxHealthIndicator,
  ) {}

  private readonly databaseUp: HealthIndicatorFunction = () => this.database.up('database', DATABASE_TIMEOUT_MS);

  @ApiOperation({ summary: 'Liveness: is the process up and its database reachable' })
  @Public()
  @ApiOkResponse({ type: HealthSchema, description: 'This instance reaches its database (503 otherwise)' })
  @Get()
  async live(): Promise<{ status: 'ok'; database: 'up' }> {
    await this.run([this.databaseUp]);
    return { status: 'ok', database: 'up' };
  }

  @ApiOperation({ summary: 'Readiness: can this instance take traffic' })
  @Public()
  @ApiOkResponse({
    type: ReadinessSchema,
    description:
      'Database up, fewer than READY_MAX_FAILED_MAILS failed mails and no due mail older than READY_MAX_MAIL_AGE_MINUTES (503 otherwise, with `mail` in the body)',
  })
  @Get('ready')
  async ready(): Promise<{ status: 'ok'; database: 'up'; failedMails: number; mail: MailBacklogView }> {
    const result = await this.run([this.databaseUp, () => this.outbox.mailBacklog('mailOutbox')]);
    const mail = result.details.mailOutbox?.mail as MailBacklogView;
    return { status: 'ok', database: 'up', failedMails: mail.failed, mail };
  }

  private async run(checks: HealthIndicatorFunction[]): Promise<HealthCheckResult> {
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      rootLogger().warn({ health: result.details }, 'health check failed');
      const outbox = result.details.mailOutbox;
      const message =
        result.details.database?.status === 'down'
          ? API_MESSAGES.databaseUnavailable
          : outbox?.status === 'down'
            ? outbox.reason === 'stale'
              ? HEALTH_MESSAGES.mailBacklogStale
              : API_MESSAGES.outboxBacklog
            : API_MESSAGES.shuttingDown;
      // The backlog stays in the body of a 503 (issue 15): monitoring sees how far behind mail is.
      const extra: object = outbox?.mail ? { mail: outbox.mail } : {};
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, message, extra);
    }
  }
}
