/**
 * The one place that decides whether an error means "the database cannot be reached" (answered 503,
 * item 2.4) rather than "this query is wrong" (500). Checks the error, TypeORM's driverError and cause.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_NET_READ_ERROR',
  'ER_NET_WRITE_INTERRUPTED',
  // Galera: "WSREP has not yet prepared node for application use" (a node cut off from the cluster's primary
  // component, or still joining, refuses queries until it is back; issue 20).
  'ER_UNKNOWN_COM_ERROR',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_NOTADB',
  'SQLITE_PROTOCOL',
]);
/** mysql2 errno for "Too many connections", "Server shutdown", "Lost connection", "Gone away"; 1047 as above. */
const CONNECTION_ERRNOS = new Set([1040, 1047, 1053, 2002, 2003, 2006, 2013]);
const CONNECTION_MESSAGES = [
  /database is not established/i, // TypeORM ConnectionIsNotSetError
  /^Pool is closed/i, // mysql2 after the pool ended
  /connection is in closed state/i, // mysql2 on a dropped connection
  /The database connection is not open/i, // better-sqlite3 after close()
  /Driver not Connected/i,
];

function isConnectionLevel(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || CONNECTION_CODES.has(code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1')))) return true;
  if (typeof errno === 'number' && CONNECTION_ERRNOS.has(errno)) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { driverError } = current as { driverError?: unknown };
    if (isConnectionLevel(current) || isConnectionLevel(driverError)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
