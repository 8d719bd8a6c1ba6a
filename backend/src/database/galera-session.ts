import { rootLogger } from '../common/logging/logger';

/**
 * Issue 20, read-your-writes across instances: with every Galera node writable, a row committed through node A is
 * applied on node B a moment later, so a session created, changed or destroyed through one instance could be read
 * stale through another. `wsrep_sync_wait = 1` makes every read on the connection wait until this node has applied
 * everything the cluster committed before it (a causality check costing one cluster round trip per read). It is set
 * from the app's own connection set-up, so no node's my.cnf has to remember it, and only when the server runs
 * Galera (elsewhere the variable means nothing or does not exist).
 */
export const GALERA_SESSION_SETTINGS = ['SET SESSION wsrep_sync_wait = 1'];

type Mysql2 = typeof import('mysql2');
interface PoolConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

/** True when the server at `url` is a Galera node (`wsrep_on` = ON). */
export async function isGaleraServer(url: string): Promise<boolean> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url });
  try {
    const [rows] = await connection.query("SHOW VARIABLES LIKE 'wsrep_on'");
    return String((rows as Array<{ Value?: string }>)[0]?.Value ?? '').toUpperCase() === 'ON';
  } finally {
    await connection.end();
  }
}

/**
 * mysql2 with a createPool that runs `settings` on every new connection before anything else (mysql2 queues a
 * connection's commands in order). Handed to TypeORM through its `driver` option.
 */
export function mysql2WithSessionSettings(mysql2: Mysql2, settings: readonly string[]): Mysql2 {
  const wrapped = Object.create(mysql2) as Mysql2;
  // defineProperty: the module namespace's own createPool is a getter, which plain assignment cannot shadow.
  Object.defineProperty(wrapped, 'createPool', { value: ((options: Parameters<Mysql2['createPool']>[0]) => {
    const pool = mysql2.createPool(options);
    pool.on('connection', (connection: PoolConnection) => {
      for (const sql of settings) {
        connection.query(sql, (error) => {
          if (error) rootLogger().error({ err: error, sql }, 'database session setting failed');
        });
      }
    });
    return pool;
  }) as Mysql2['createPool'] });
  return wrapped;
}
