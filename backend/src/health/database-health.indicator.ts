import { Injectable } from '@nestjs/common';
import { HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * "This instance can use its database". On a Galera node (issue 20) a plain `SELECT 1` is not enough: a node cut off
 * from the cluster still answers it (and, with the app's causal reads, only after a long wait) while refusing every
 * table with error 1047. `wsrep_ready` says whether the node accepts queries, so the load balancer takes the
 * instance out of rotation while its node is cut off and back once it rejoined. Elsewhere (wsrep_on OFF, which
 * MariaDB builds with Galera support report as `wsrep_ready` OFF too): TypeORM's ping.
 */
@Injectable()
export class DatabaseHealthIndicator {
  /** Whether the server runs Galera, asked once it first answers. */
  private galera: boolean | undefined;

  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly typeorm: TypeOrmHealthIndicator,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async up(key: string, timeoutMs: number) {
    const type = this.dataSource.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return this.typeorm.pingCheck(key, { timeout: timeoutMs });
    const check = this.indicators.check(key);
    const value = async (sql: string) => ((await this.dataSource.query(sql)) as Array<{ Value?: string }>)[0]?.Value;
    try {
      this.galera ??= (await value("SHOW VARIABLES LIKE 'wsrep_on'")) === 'ON';
      if (!this.galera) return await this.typeorm.pingCheck(key, { timeout: timeoutMs });
      return (await value("SHOW STATUS LIKE 'wsrep_ready'")) === 'ON' ? check.up() : check.down({ message: 'cluster node not ready' });
    } catch {
      return check.down({ message: 'database unreachable' });
    }
  }
}
