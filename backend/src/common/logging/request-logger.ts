import { randomUUID } from 'node:crypto';

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { storage, Store } from 'nestjs-pino/storage';
import type { Level, Logger } from 'pino';

import { rootLogger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps a safe incoming X-Request-Id (1–100 of A–Z a–z 0–9 . _ -), else a UUID; echoed in the response. */
function requestIdFor(incoming: unknown): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const accessLevel = (statusCode: number, failed: boolean): Level => (failed || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info');

/**
 * The request's logger, made on first use (issue 22): a child logger with `reqId` costs more than many a request's
 * own work, and most requests never write a line below the access log's level.
 */
class RequestLog implements Store {
  private child: Logger | undefined;
  responseLogger = undefined;

  constructor(private readonly parent: Logger, readonly reqId: string) {}

  get logger(): Logger {
    return (this.child ??= this.parent.child({ reqId: this.reqId }));
  }

  /** nestjs-pino's PinoLogger.assign() replaces the store's logger with a child of it. */
  set logger(logger: Logger) {
    this.child = logger;
  }
}

/**
 * Access log (one line per request when its level is enabled, query strings dropped: reset links carry tokens) and
 * the request-scoped logger, bound to nestjs-pino's AsyncLocalStorage so `rootLogger()`, nestjs-pino's `PinoLogger`
 * and Nest's own logger write through it, every line carrying `reqId`. `req.log` is what nestjs-pino's LoggerModule
 * binds again right before the route handlers. The lines keep the shape pino-http gave them
 * (`req: { id, method, path }`, `res: { statusCode }`, `responseTime`, "request completed" / "request errored").
 */
export function requestLogger(): RequestHandler {
  // Express's Request, or a plain IncomingMessage for the lean routes (no originalUrl there).
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFor(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', id);
    const parent = rootLogger();
    const log = new RequestLog(parent, id);
    Object.defineProperty(req, 'log', { configurable: true, get: () => log.logger });
    const started = Date.now();
    const finished = (error?: Error) => {
      res.off('finish', finished);
      res.off('close', finished);
      res.off('error', finished);
      const level = accessLevel(res.statusCode, Boolean(error));
      if (!parent.isLevelEnabled(level)) return;
      const failed = error !== undefined || res.statusCode >= 500;
      const line = { req: { id, method: req.method, path: (req.originalUrl ?? req.url).split('?')[0] }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      if (failed) log.logger[level]({ ...line, err: { type: 'Error', message: error?.message ?? `failed with status code ${res.statusCode}` } }, 'request errored');
      else log.logger[level](line, 'request completed');
    };
    res.on('finish', finished);
    res.on('close', finished);
    res.on('error', finished);
    storage.run(log, next);
  };
}
