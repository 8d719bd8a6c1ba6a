import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BootData } from '../../src/contracts';
import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

const SCRIPT = `console.log(${JSON.stringify('a long enough script '.repeat(50))});`;

/** The served index.html carries the configuration and the session state (issue 8). */
describe('boot block in the served web app', () => {
  let testApp: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cb-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><title>%BRAND_NAME%</title><script id="app-boot" type="application/json">%BOOT_DATA%</script></head><body></body></html>',
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'main.abc123.js'), SCRIPT);
    writeFileSync(
      join(dist, 'page-chunks.json'),
      JSON.stringify({
        'page-pricing': ['assets/page-pricing.1.js', 'assets/page-pricing.1.css'],
        'page-consultant-profile': ['assets/page-consultant-profile.3.js'],
        'page-account-settings': ['assets/page-account-settings.2.js'],
      }),
    );
    testApp = await createTestApp({
      ENQUIRY_RETENTION_MONTHS: '18',
      FRONTEND_DIST: dist,
      CONTACT_EMAIL: 'hello@charity.org',
      COMPANY_SITE_URL: 'https://charity.org',
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const bootOf = (html: string): BootData => JSON.parse(/<script id="app-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

  it('tells a visitor they are signed out, with only the configured contact details and the retention periods', async () => {
    const response = await testApp.http().get('/pricing').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(bootOf(response.text)).toEqual({
      brandName: 'CharityBridge',
      signedIn: false,
      contact: { email: 'hello@charity.org', companySiteUrl: 'https://charity.org' },
      // D19: the privacy page states the configured retention periods.
      retention: { enquiryMonths: 18, visitMonths: 13, sentMailBodyDays: 30 },
    });
  });

  it('tells a signed-in browser it is signed in, while the API keeps its 401 for visitors', async () => {
    const agent = await signIn(testApp, TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await agent.get('/').expect(200);
    expect(bootOf(response.text).signedIn).toBe(true);
    await testApp.http().get('/api/auth/user').expect(401);
  });

  it('serves the hashed assets compressed, brotli first, each once and cached for a year', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await testApp.http().get('/assets/main.abc123.js').set('Accept-Encoding', encoding).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length / 4);
      expect(response.text).toBe(SCRIPT);
    }
    const plain = await testApp.http().get('/assets/main.abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    await testApp.http().get('/assets/missing.js').set('Accept-Encoding', 'gzip').expect(404);
    // A path that leaves the assets folder is not served compressed; express.static refuses it (403).
    await testApp.http().get('/assets/..%2f..%2fetc%2fpasswd.js').set('Accept-Encoding', 'gzip').expect(403);
  });

  it("preloads a public page's own chunk with its HTML, and nothing for other pages", async () => {
    const pricing = await testApp.http().get('/pricing').expect(200);
    expect(pricing.text).toContain(
      '<link rel="preload" href="/assets/page-pricing.1.js" as="script"><link rel="preload" href="/assets/page-pricing.1.css" as="style"></head>',
    );
    const settings = await testApp.http().get('/account-settings').expect(200);
    expect(settings.text).not.toContain('rel="preload"');
  });

  it("preloads a consultant's profile chunk for any profile path (issue 22)", async () => {
    const profile = await testApp.http().get('/consultants/42').expect(200);
    expect(profile.text).toContain('<link rel="preload" href="/assets/page-consultant-profile.3.js" as="script"></head>');
    const deeper = await testApp.http().get('/consultants/42/reviews').expect(200);
    expect(deeper.text).not.toContain('rel="preload"');
  });
});
