import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * "This instance can use its database": the app's own DataSource answers `SELECT 1` within the timeout. Not
 * terminus' TypeOrmHealthIndicator, which on every call re-checks that its optional packages can be required and
 * looks the DataSource up in the module graph (issue 22: /api/health is what the load balancer asks, several times
 * a second per instance).
 *
 * On a Galera node (issue 20) a plain `SELECT 1` is not enough: a node cut off from the cluster still answers it
 * while refusing every table with error 1047. `wsrep_ready` says whether the node accepts queries, so the load
 * balancer takes the instance out of rotation while its node is cut off and back once it rejoined.
 */
@Injectable()
export class DatabaseHealthIndicator {
  /** Whether the server runs Galera, asked once it first answers. */
  private galera: boolean | undefined;

  constructor(
    private readonly indicators: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async up(key: string, timeoutMs: number) {
    const check = this.indicators.check(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`timeout of ${timeoutMs} ms exceeded`)), timeoutMs);
    });
    try {
      if (!this.dataSource.isInitialized) return check.down({ message: 'not connected' });
      if (!(await Promise.race([this.galeraNode(), timeout]))) {
        await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
        return check.up();
      }
      const ready = await Promise.race([this.variable("SHOW STATUS LIKE 'wsrep_ready'"), timeout]);
      return ready === 'ON' ? check.up() : check.down({ message: 'cluster node not ready' });
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : 'database unreachable' });
    } finally {
      clearTimeout(timer);
    }
  }

  private async galeraNode(): Promise<boolean> {
    const type = this.dataSource.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return false;
    this.galera ??= (await this.variable("SHOW VARIABLES LIKE 'wsrep_on'")) === 'ON';
    return this.galera;
  }

  private async variable(sql: string): Promise<string | undefined> {
    return ((await this.dataSource.query(sql)) as Array<{ Value?: string }>)[0]?.Value;
  }
}
