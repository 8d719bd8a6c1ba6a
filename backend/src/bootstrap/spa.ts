import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import express, { Request, RequestHandler, Router } from 'express';

import type { BootData } from '../contracts';
import { serializeBootData } from './boot-data';
import { compressedAssets } from './compressed-assets';
import { pagePreloader } from './page-preload';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built React app: hashed assets with long caching, and index.html (brand name filled in)
 * for every other non-API path so the client router can render the page or its 'Page Not Found'.
 */
export function spaRouter(frontendDist: string, brandName: string, bootData?: (req: Request) => BootData): RequestHandler {
  const router = Router();
  const indexFile = join(frontendDist, 'index.html');
  let indexHtml: string | undefined;
  const preloadFor = pagePreloader(frontendDist);
  const renderIndex = () => (indexHtml ??= readFileSync(indexFile, 'utf8').replace(/%BRAND_NAME%/g, escapeHtml(brandName)));

  // The API never reaches the file system: without this every /api request paid express.static's fs.stat
  // (9% of the app's CPU, issue 22). 'router' leaves this router for the API's own handlers.
  router.use((req, _res, next) => next(isApiPath(req.path) ? 'router' : undefined));
  router.use('/assets', compressedAssets(join(frontendDist, 'assets')));
  router.use('/assets', express.static(join(frontendDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(frontendDist, { index: false, maxAge: '1h' }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The boot block differs per request (signed in or not), so it is filled in after the cached template.
    let html = renderIndex().replace('</head>', () => `${preloadFor(req.path)}</head>`);
    if (bootData) html = html.replace('%BOOT_DATA%', () => serializeBootData(bootData(req)));
    // Revalidation (Cache-Control: no-cache) answers 304 while the page is the same; the app's ETag is off (API).
    res.setHeader('ETag', `W/"${createHash('sha1').update(html).digest('base64url')}"`);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('html').send(html);
  });
  return router;
}
