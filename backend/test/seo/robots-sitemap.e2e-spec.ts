import { ROBOTS_DISALLOWED_PATHS, SITEMAP_PUBLIC_PATHS } from '../../src/contracts';
import { insertConsultant } from '../support/seeding';
import { createTestApp, TEST_ORIGIN, TestApp } from '../support/test-app';

const seedConsultant = async (t: TestApp, approved: boolean): Promise<number> => (await insertConsultant(t, { profile: { isApproved: approved } })).consultantId;

/** Issue 8: real /robots.txt and /sitemap.xml instead of the SPA's index.html (Lighthouse SEO). */
describe('GET /robots.txt and /sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('robots.txt is plain text: public pages allowed, API, admin and member areas disallowed, the sitemap by absolute URL', async () => {
    const res = await t.http().get('/robots.txt').set('Host', 'evil.example').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/admin', '/charity-dashboard', '/consultant-dashboard', '/dual-role-dashboard', '/projects/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(ROBOTS_DISALLOWED_PATHS.length);
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(res.text).not.toContain('evil.example');
  });

  it('sitemap.xml lists the public pages and approved consultant profiles only, as absolute URLs from APP_BASE_URL', async () => {
    const approved = await seedConsultant(t, true);
    const pending = await seedConsultant(t, false);
    const res = await t.http().get('/sitemap.xml').set('Host', 'evil.example').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([...SITEMAP_PUBLIC_PATHS.map((path) => `${TEST_ORIGIN}${path}`), `${TEST_ORIGIN}/consultants/${approved}`]);
    expect(res.text).not.toContain(`/consultants/${pending}<`);
    expect(res.text).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('other paths still get the SPA, and the API stays JSON', async () => {
    await t.http().get('/pricing').expect(503);
    await t.http().get('/api/robots.txt').expect(404).expect('Content-Type', /json/);
  });
});
