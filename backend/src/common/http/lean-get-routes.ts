import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { parse as parseQuery, ParsedUrlQuery } from 'node:querystring';

import type { RequestHandler } from 'express';

import { answerRequestError } from './error-response';
import { sendJson } from './send-json';

/** An anonymous GET answered ahead of Express and Nest: its path (exact) and how to read the answer from the query. */
export interface LeanGetRoute {
  path: string;
  read(query: ParsedUrlQuery): Promise<unknown>;
}

export interface LeanGetRouteOptions {
  /** Only these requests are answered here; others (e.g. with a session cookie) take the usual way. */
  accepts(request: IncomingMessage): boolean;
  /** The headers the usual way sets on every API answer (security headers, no-store), worked out once. */
  headers: ReadonlyArray<readonly [string, string | number | readonly string[]]>;
  /** The request log (request id, access line, request-scoped logger), the same middleware as the usual way's. */
  requestLog: RequestHandler;
}

/**
 * The hottest public reads, answered before Express's router and Nest's pipeline (issue 22): for an anonymous GET
 * those layers (twelve middlewares, session, passport, five guards that let a public route through) cost more than
 * the read itself. What the client sees does not change: the same headers, request id and access line, the same
 * validation and messages (the route's `read` runs the route's DTO through the app's ValidationPipe), errors in the
 * one error shape through `answerRequestError`. docs/decisions/22-directory-search.md, "Lean routes".
 */
export function leanGetRoutes(routes: LeanGetRoute[], options: LeanGetRouteOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return (request, response) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const queryAt = request.url.indexOf('?');
    const route = byPath.get(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
    if (!route || !options.accepts(request)) return false;
    for (const [name, value] of options.headers) response.setHeader(name, value);
    const query = parseQuery(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    options.requestLog(request as never, response as never, () => {
      route.read(query).then(
        (body) => sendJson(response, 200, body),
        (error: unknown) => answerRequestError(request, response, error),
      );
    });
    return true;
  };
}

/** Puts `lean` in front of the server's own request listener (Nest's Express app): what it declines goes on there. */
export function answerLeanRoutesFirst(server: Server, lean: (request: IncomingMessage, response: ServerResponse) => boolean): void {
  const usual = server.listeners('request') as RequestListener[];
  if (usual.length !== 1) throw new Error(`expected one request listener (the Express app), found ${usual.length}`);
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!lean(request, response)) usual[0](request, response);
  });
}

/** The headers a chain of header-only middleware sets, worked out once by running it against a recording response. */
export function headersSetBy(middleware: RequestHandler[]): Array<[string, string | number | readonly string[]]> {
  const headers = new Map<string, [string, string | number | readonly string[]]>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  for (const handler of middleware) {
    let passed = false;
    handler({ method: 'GET', url: '/api', headers: {} } as never, response as never, (error?: unknown) => {
      if (error) throw error;
      passed = true;
    });
    // A middleware that answers, waits or decides per request cannot be precomputed.
    if (!passed) throw new Error('headersSetBy: a middleware did not pass the request on at once');
  }
  return [...headers.values()];
}
