import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Public } from '../common/decorators/public.decorator';
import { ApiException } from '../common/http/api-exceptions';
import { HealthSchema } from '../common/http/api-schemas';

/** For load balancers: 200 while this instance can reach its database, 503 otherwise. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @ApiOkResponse({ type: HealthSchema, description: 'This instance reaches its database (503 otherwise)' })
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiException(503, 'Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
