import { createServer } from 'node:net';

import type { DataSource } from 'typeorm';

/** A TCP port nothing listens on: connecting to it is refused (ECONNREFUSED), as with a stopped server. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface MysqlPool {
  config: { connectionConfig: { port: number; host: string } };
  _freeConnections: { toArray(): Array<{ destroy(): void }> };
}

/**
 * Takes the database away from the running app the way an outage does, and gives it back.
 * MySQL/MariaDB: the pool's idle connections are dropped and new ones go to a closed port
 * (ECONNREFUSED). SQLite: the driver fails as it does when the file cannot be opened (SQLITE_CANTOPEN).
 */
export async function takeDatabaseAway(dataSource: DataSource): Promise<() => void> {
  const driver = dataSource.driver as unknown as { pool?: MysqlPool; databaseConnection?: { prepare: (sql: string) => unknown } };
  if (driver.pool) {
    const config = driver.pool.config.connectionConfig;
    const { host, port } = config;
    config.host = '127.0.0.1';
    config.port = await closedPort();
    for (const connection of driver.pool._freeConnections.toArray()) connection.destroy();
    return () => Object.assign(config, { host, port });
  }
  const connection = driver.databaseConnection!;
  const runner = dataSource.driver.createQueryRunner('master') as unknown as { stmtCache: Map<string, unknown> };
  const prepare = connection.prepare;
  runner.stmtCache.clear();
  connection.prepare = () => {
    throw Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' });
  };
  return () => {
    connection.prepare = prepare;
  };
}
