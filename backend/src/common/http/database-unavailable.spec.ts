import { ConnectionIsNotSetError, QueryFailedError } from 'typeorm';

import { isDatabaseUnavailable } from './database-unavailable';
import { toErrorBody } from './error-body';

const driverError = (fields: Record<string, unknown>) => new QueryFailedError('SELECT 1', [], Object.assign(new Error('driver says no'), fields));

describe('isDatabaseUnavailable: one classification of connection-level errors (issue 6 item 2.4)', () => {
  it.each([
    ['mysql2 refused', driverError({ code: 'ECONNREFUSED', errno: -111 })],
    ['connection lost', driverError({ code: 'PROTOCOL_CONNECTION_LOST' })],
    ['too many connections', driverError({ code: 'ER_CON_COUNT_ERROR', errno: 1040 })],
    ['Galera node cut off from the primary component (issue 20)', driverError({ code: 'ER_UNKNOWN_COM_ERROR', errno: 1047 })],
    ['connect timeout', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
    ['SQLite busy', driverError({ code: 'SQLITE_BUSY' })],
    ['SQLite I/O error (extended code)', driverError({ code: 'SQLITE_IOERR_SHORT_READ' })],
    ['SQLite cannot open', driverError({ code: 'SQLITE_CANTOPEN' })],
    ['TypeORM not connected', new ConnectionIsNotSetError('mysql')],
    ['pool closed', new Error('Pool is closed.')],
    ['wrapped as a cause', new Error('use case failed', { cause: driverError({ code: 'ECONNRESET' }) })],
  ])('%s → 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(error).statusCode).toBe(503);
  });

  it.each([
    ['a wrong query', driverError({ code: 'ER_NO_SUCH_TABLE', errno: 1146 })],
    ['a constraint', driverError({ code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['anything else', new Error('boom')],
  ])('%s → not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorBody(error).statusCode).toBe(500);
  });

  // Issue 20: a conflict that outlived its retries is not an outage either, but the client can simply try again.
  it('a deadlock that outlived its retries → not an outage, 503 to try again', () => {
    const error = driverError({ code: 'ER_LOCK_DEADLOCK', errno: 1213 });
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorBody(error).statusCode).toBe(503);
  });
});
