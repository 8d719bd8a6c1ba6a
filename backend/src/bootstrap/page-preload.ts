import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLIC_PAGE_CHUNKS } from '../contracts';

/**
 * `<link rel="preload">` tags for the lazy chunk of the public page at `pathname`, read from the build's
 * page-chunks.json (written by the frontend's webpack config). No manifest or no known page: no tags,
 * and the page loads its chunk the usual way.
 */
export function pagePreloader(frontendDist: string): (pathname: string) => string {
  let manifest: Record<string, string[]> | undefined;
  const load = () => {
    if (manifest) return manifest;
    const file = join(frontendDist, 'page-chunks.json');
    try {
      manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
    } catch {
      manifest = {};
    }
    return manifest;
  };

  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const chunk = PUBLIC_PAGE_CHUNKS[path] ?? PUBLIC_PAGE_CHUNKS[path.replace(/\/[^/]+$/, '/:id')];
    const files = chunk ? (load()[chunk] ?? []) : [];
    return files
      .filter((file) => /^assets\/[\w.-]+\.(js|css)$/.test(file))
      .map((file) => `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
      .join('');
  };
}
