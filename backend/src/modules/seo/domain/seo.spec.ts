import { robotsTxt } from './robots';
import { SITEMAP_MAX_URLS, sitemapPaths, sitemapXml } from './sitemap';

describe('robotsTxt', () => {
  it('allows the site, disallows each listed area and names the sitemap by absolute URL', () => {
    const text = robotsTxt('https://bridge.example', ['/api/', '/admin']);
    expect(text.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', 'Sitemap: https://bridge.example/sitemap.xml', '']);
  });
});

describe('sitemap', () => {
  it('lists the public pages, then each consultant profile', () => {
    expect(sitemapPaths(['/', '/about'], [3, 9])).toEqual(['/', '/about', '/consultants/3', '/consultants/9']);
  });

  it('stops at the protocol limit of 50,000 URLs', () => {
    const ids = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => index + 1);
    expect(sitemapPaths(['/', '/about'], ids)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('writes absolute, escaped locations in the sitemap namespace', () => {
    const xml = sitemapXml('https://bridge.example/a&b', ['/', '/consultants/3']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://bridge.example/a&amp;b/</loc>');
    expect(xml).toContain('<loc>https://bridge.example/a&amp;b/consultants/3</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
