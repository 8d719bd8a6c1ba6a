import type { RequestHandler } from 'express';

import { API_MESSAGES } from '../../contracts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * DECISIONS D2: a state-changing request that names another origin is refused.
 * Requests without Origin and Referer (curl, server-to-server) carry no ambient browser credentials risk.
 */
export function csrfOriginCheck(appOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (!origin) return next();
    const requestOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin === appOrigin || origin === requestOrigin) return next();
    res.status(403).json({ statusCode: 403, message: API_MESSAGES.crossSiteRequest });
  };
}
