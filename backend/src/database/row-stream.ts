import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

interface DestroyableConnection {
  destroy?: () => void;
}

/**
 * The raw rows of a query, one at a time, for exports of any size (issue 22). MySQL/MariaDB streams the result
 * set: the driver pauses the socket while the consumer (the response) is busy, so memory stays flat. SQLite's
 * single connection cannot stay open in a query while other requests use it, so there the same rows come from
 * `inBatches` instead (keyset batches, each one through the connection gate: growingListRows).
 */
export async function* streamRawRows<Row>(query: SelectQueryBuilder<ObjectLiteral>, inBatches: () => AsyncIterable<Row>): AsyncGenerator<Row> {
  const type = query.connection.options.type;
  if (type !== 'mysql' && type !== 'mariadb') {
    yield* inBatches();
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
