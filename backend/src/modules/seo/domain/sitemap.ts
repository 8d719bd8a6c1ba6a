/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** The public pages, then each approved consultant's profile, as absolute URLs under `baseUrl`. */
export function sitemapPaths(publicPaths: readonly string[], consultantIds: readonly number[]): string[] {
  return [...publicPaths, ...consultantIds.map((id) => `/consultants/${id}`)].slice(0, SITEMAP_MAX_URLS);
}

export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path === '/' ? '/' : path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
