import { LoggerService } from '@nestjs/common';
import { storage } from 'nestjs-pino/storage';
import pino, { DestinationStream, Logger } from 'pino';

import { redactSecrets, safeError } from './redact';

let root: Logger | undefined;

/**
 * One pino logger for the process. Every object logged through it or its children is walked by `redactSecrets`
 * (secret fields masked at any depth, database errors reduced to class and code), because pino's `redact` paths
 * only match fixed depths.
 */
export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  root = pino(
    {
      level,
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const err = safeError(first);
            return method.apply(this, [{ err }, ...(rest.length ? rest : [err.message])] as Parameters<typeof method>);
          }
          if (first !== null && typeof first === 'object') {
            return method.apply(this, [redactSecrets(first), ...rest] as Parameters<typeof method>);
          }
          return method.apply(this, args);
        },
      },
      // Errors are already reduced by the hook; pino's own serializer would re-read them as error-like objects.
      serializers: { err: (err: unknown) => err },
    },
    destination,
  );
  // pino skips the bindings formatter for children, so child bindings are cleaned here; children inherit this.
  type ChildFn = (this: Logger, bindings: object, options?: object) => Logger;
  const child = root.child as unknown as ChildFn;
  const redactingChild: ChildFn = function (bindings, options) {
    return child.call(this, redactSecrets(bindings), options);
  };
  root.child = redactingChild as unknown as Logger['child'];
  return root;
}

function processLogger(): Logger {
  return root ?? createRootLogger(process.env.LOG_LEVEL || 'info');
}

/**
 * The logger to write with: while a request is being served, the request's own child logger (its lines carry
 * `reqId`), found through nestjs-pino's AsyncLocalStorage; otherwise the process logger.
 */
export function rootLogger(): Logger {
  return (storage.getStore()?.logger as Logger | undefined) ?? processLogger();
}

/** Routes Nest's own log lines through pino (and so through the request's logger inside a request). */
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
