import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { rowsPageByPage } from '../kernel/page-request';

interface DestroyableConnection {
  destroy?: () => void;
}

/**
 * The raw rows of a query, one at a time, for exports of any size (issue 22). MySQL/MariaDB streams the result
 * set: the driver pauses the socket while the consumer (the response) is busy, so memory stays flat. SQLite's
 * single connection cannot stay open in a query while other requests use it, so there the query is read in
 * batches (each one through the connection gate); SQLite is the local/test database, not production.
 */
export async function* streamRawRows<Row>(query: SelectQueryBuilder<ObjectLiteral>): AsyncGenerator<Row> {
  const type = query.connection.options.type;
  if (type !== 'mysql' && type !== 'mariadb') {
    yield* rowsPageByPage((page, pageSize) => query.clone().offset((page - 1) * pageSize).limit(pageSize).getRawMany<Row>());
    return;
  }
  const runner = query.connection.createQueryRunner('slave');
  const [sql, parameters] = query.getQueryAndParameters();
  let finished = false;
  try {
    const stream = await runner.stream(sql, parameters);
    for await (const row of stream) yield row as Row;
    finished = true;
  } finally {
    // Stopped early (client gone, error): the connection is still mid-result, so it must not go back to the pool.
    if (!finished) (runner as unknown as { databaseConnection?: DestroyableConnection }).databaseConnection?.destroy?.();
    await runner.release();
  }
}
