import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Up while the app's own DataSource answers `SELECT 1` within the timeout. Replaces terminus' TypeOrmHealthIndicator,
 * which on every call re-checks that its optional packages can be required and looks the DataSource up in the module
 * graph (issue 22: /api/health is what the load balancer asks, several times a second per instance).
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async ping(key: string, timeoutMs: number) {
    const check = this.indicators.check(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`timeout of ${timeoutMs} ms exceeded`)), timeoutMs);
    });
    try {
      if (!this.dataSource.isInitialized) return check.down({ message: 'not connected' });
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return check.up();
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : 'ping failed' });
    } finally {
      clearTimeout(timer);
    }
  }
}
