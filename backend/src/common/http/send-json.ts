import type { ServerResponse } from 'node:http';

/**
 * Writes a JSON answer with Node's own response methods, so it serves Express's responses and the lean routes'
 * (lean-get-routes.ts) alike: the same bytes and headers as Express's `res.status(status).json(body)` with ETags off.
 */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  response.end(json);
}
