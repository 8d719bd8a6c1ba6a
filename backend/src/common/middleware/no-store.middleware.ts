import type { RequestHandler } from 'express';

/**
 * Issue 6, item 1.9: API answers carry personal data and must not sit in a browser or proxy cache. Mounted on
 * `/api` before everything that can answer, so errors, 404s and refusals by middleware carry it too.
 */
export function noStore(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
