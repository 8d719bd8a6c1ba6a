/**
 * Issue 6, item 1.9: nothing secret reaches a log line. pino's `redact` paths match fixed depths only, so log
 * objects are walked instead: secret-looking keys are masked wherever they sit, and database errors are cut down
 * to their class and code (a TypeORM QueryFailedError carries the SQL, its parameters and the driver's message,
 * which can quote the values).
 */
const REDACTED = '[redacted]';

const SECRET_KEY = /passw|passphrase|token|secret|cookie|authori[sz]ation|credential|^(text|html)?body$|^text$|^html$/i;
const MAX_DEPTH = 8;

const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** Errors coming from the database driver or TypeORM's wrapper around it. */
function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  return error.name === 'QueryFailedError' || 'driverError' in fields || 'sql' in fields || 'sqlMessage' in fields || 'parameters' in fields;
}

export interface SafeError {
  type: string;
  message: string;
  code?: string | number;
  errno?: number;
  stack?: string;
}

export function safeError(error: Error): SafeError {
  const fields = error as unknown as { code?: unknown; errno?: unknown; driverError?: { code?: unknown; errno?: unknown } };
  const type = error.constructor?.name || error.name || 'Error';
  if (isDatabaseError(error)) {
    const code = fields.driverError?.code ?? fields.code;
    const errno = fields.driverError?.errno ?? fields.errno;
    return {
      type,
      message: 'database error (details withheld)',
      ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      ...(typeof errno === 'number' ? { errno } : {}),
    };
  }
  const code = fields.code;
  return {
    type,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}

/** Streams, sockets, requests and responses are left to pino's serializers; walking them would be costly. */
function isOpaque(value: object): boolean {
  const candidate = value as { on?: unknown; pipe?: unknown };
  return typeof candidate.on === 'function' || typeof candidate.pipe === 'function' || value instanceof Date || ArrayBuffer.isView(value);
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return safeError(value);
  if (isOpaque(value)) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, seen));
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = isSecretKey(key) ? REDACTED : walk(inner, depth + 1, seen);
    return copy;
  } finally {
    seen.delete(value);
  }
}

/** A copy of a log object with every secret field masked at any depth; the caller's object is untouched. */
export function redactSecrets<T>(value: T): T {
  return walk(value, 0, new WeakSet()) as T;
}
