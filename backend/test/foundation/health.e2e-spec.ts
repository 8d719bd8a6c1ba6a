import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/health for load balancers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 while the database answers', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers 503 JSON once the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 503, message: 'Database unavailable' });
  });
});
