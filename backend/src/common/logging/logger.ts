import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

let logger: Logger | undefined;

/** One pino logger for the process; secrets and cookies are redacted wherever they appear. */
export function createRootLogger(level: string): Logger {
  logger = pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token', '*.temporaryPassword', '*.newPassword', '*.currentPassword'],
      censor: '[redacted]',
    },
  });
  return logger;
}

export function rootLogger(): Logger {
  return logger ?? createRootLogger(process.env.LOG_LEVEL || 'info');
}

/** Routes Nest's own log lines through pino. */
export class PinoNestLogger implements LoggerService {
  log(message: unknown, context?: string) {
    rootLogger().info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    rootLogger().error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    rootLogger().warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    rootLogger().debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    rootLogger().trace({ context }, String(message));
  }
}
