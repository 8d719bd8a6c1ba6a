import { Controller, Get, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorFunction } from '@nestjs/terminus';

import { Public } from '../common/decorators/public.decorator';
import { ApiException } from '../common/http/api-exceptions';
import { HealthSchema, ReadinessSchema } from '../common/http/api-schemas';
import { rootLogger } from '../common/logging/logger';
import { API_MESSAGES } from '../contracts';
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

  private readonly databaseUp: HealthIndicatorFunction = () => this.database.ping('database', DATABASE_TIMEOUT_MS);

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
  @ApiOkResponse({ type: ReadinessSchema, description: 'Database up and the failed-mail backlog under READY_MAX_FAILED_MAILS (503 otherwise)' })
  @Get('ready')
  async ready(): Promise<{ status: 'ok'; database: 'up'; failedMails: number }> {
    const result = await this.run([this.databaseUp, () => this.outbox.failedMails('mailOutbox')]);
    return { status: 'ok', database: 'up', failedMails: Number(result.details.mailOutbox?.failed ?? 0) };
  }

  private async run(checks: HealthIndicatorFunction[]): Promise<HealthCheckResult> {
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      rootLogger().warn({ health: result.details }, 'health check failed');
      const message =
        result.details.database?.status === 'down'
          ? API_MESSAGES.databaseUnavailable
          : result.details.mailOutbox?.status === 'down'
            ? API_MESSAGES.outboxBacklog
            : API_MESSAGES.shuttingDown;
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, message);
    }
  }
}
