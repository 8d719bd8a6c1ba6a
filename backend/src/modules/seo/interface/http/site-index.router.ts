import { RequestHandler, Router } from 'express';

import type { SiteIndexService } from '../../application/site-index.service';

/**
 * Mounted ahead of the SPA fallback (configure-app.ts), which would otherwise answer the app's HTML for these
 * paths. Plain Express routes, outside /api: not part of the JSON API, its guards or its OpenAPI document.
 */
export function siteIndexRouter(siteIndex: SiteIndexService): RequestHandler {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(siteIndex.robots());
  });
  router.get('/sitemap.xml', (_req, res, next) => {
    siteIndex.sitemap().then((xml) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(xml);
    }, next);
  });
  return router;
}
