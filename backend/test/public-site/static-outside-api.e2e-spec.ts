import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 22 "Static files": the web app's files are served only outside /api, so no API request pays for a
 * file-system lookup. A file that happens to sit at dist/api/… proves it: the API answers, never the file.
 */
describe('static files only outside /api', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cb-dist-'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>%BRAND_NAME%</title></head><body></body></html>');
    writeFileSync(join(dist, 'robots-copy.txt'), 'a static file');
    mkdirSync(join(dist, 'api'));
    writeFileSync(join(dist, 'api', 'health'), 'not the health check');
    writeFileSync(join(dist, 'api', 'leak.txt'), 'served from disk');
    t = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a file outside /api', async () => {
    const res = await t.http().get('/robots-copy.txt').expect(200);
    expect(res.text).toBe('a static file');
  });

  it('answers /api paths from the API only: the health check, and a JSON 404 for an unknown path', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    const unknown = await t.http().get('/api/leak.txt').expect(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect(unknown.text).not.toContain('served from disk');
  });

  it('gives API answers no ETag (they are no-store) and the web page one it revalidates with a 304', async () => {
    const api = await t.http().get('/api/consultants').expect(200);
    expect(api.headers.etag).toBeUndefined();
    expect(api.headers['cache-control']).toBe('no-store');
    const page = await t.http().get('/consultants').expect(200);
    expect(page.headers.etag).toMatch(/^W\/"/);
    await t.http().get('/consultants').set('If-None-Match', page.headers.etag).expect(304);
  });

  it('starts no session for an anonymous read, and an anonymous read of a signed-in route is refused', async () => {
    const anonymous = await t.http().get('/api/consultants').expect(200);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    await t.http().get('/api/auth/user').expect(401);
  });
});
