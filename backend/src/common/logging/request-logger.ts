import { randomUUID } from 'node:crypto';

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { storage, Store } from 'nestjs-pino/storage';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';

import { rootLogger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps a safe incoming X-Request-Id (1–100 of A–Z a–z 0–9 . _ -), else a UUID; echoed in the response. */
function requestIdFor(incoming: unknown): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Binds the request's logger to nestjs-pino's AsyncLocalStorage, so `rootLogger()`, nestjs-pino's `PinoLogger`
 * and Nest's own logger write through it for the rest of the request.
 */
function bindRequestLogger(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => storage.run(new Store((req as Request & { log: Logger }).log), next);
}

/**
 * Access log (one line per request, query strings dropped: reset links carry tokens) and the request-scoped
 * logger. `quietReqLogger` makes the request's logger a child with just `reqId`, so every line a service writes
 * while serving the request carries the id.
 */
export function requestLogger(): RequestHandler[] {
  const http = pinoHttp({
    logger: rootLogger(),
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  }) as unknown as RequestHandler;
  return [http, bindRequestLogger()];
}
