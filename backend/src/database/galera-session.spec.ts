import { EventEmitter } from 'node:events';

import { mysql2WithSessionSettings } from './galera-session';

describe('mysql2WithSessionSettings (issue 20)', () => {
  it('runs the session settings on every new pool connection, and leaves the rest of mysql2 alone', () => {
    const pool = new EventEmitter();
    const fakeMysql2 = { createPool: jest.fn(() => pool), escape: (value: string) => `'${value}'` };
    const wrapped = mysql2WithSessionSettings(fakeMysql2 as never, ['SET SESSION wsrep_sync_wait = 1']);

    expect(wrapped.createPool({ uri: 'mysql://x' } as never)).toBe(pool);
    expect(fakeMysql2.createPool).toHaveBeenCalledWith({ uri: 'mysql://x' });
    const connection = { query: jest.fn() };
    pool.emit('connection', connection);
    pool.emit('connection', connection);
    expect(connection.query).toHaveBeenCalledTimes(2);
    expect(connection.query.mock.calls[0][0]).toBe('SET SESSION wsrep_sync_wait = 1');
    expect((wrapped as unknown as typeof fakeMysql2).escape('a')).toBe("'a'");
  });
});
