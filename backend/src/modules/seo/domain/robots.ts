/**
 * /robots.txt: public pages open to crawlers, the API and the admin and member areas closed (those answer a
 * sign-in screen or JSON, which has no place in a search index), and where the sitemap is.
 */
export function robotsTxt(baseUrl: string, disallowed: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
