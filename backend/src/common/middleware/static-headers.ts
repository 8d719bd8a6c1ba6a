import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The headers a middleware sets when they do not depend on the request (helmet's, with no nonce and no directive
 * computed per request), worked out once at start and set by one handler (issue 22): helmet runs eleven middlewares
 * in a row and rebuilds its Content-Security-Policy string for every answer. Same names, values and order.
 */
export function staticHeaders(middleware: RequestHandler): RequestHandler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const probe = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  middleware({ headers: {} } as Request, probe as unknown as Response, ((error?: unknown) => {
    if (error) throw error;
    finished = true;
  }) as NextFunction);
  if (!finished) throw new Error('staticHeaders: the middleware did not pass the request on at once; its headers may depend on the request');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
