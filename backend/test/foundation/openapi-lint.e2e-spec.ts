import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { createTestApp, TestApp } from '../support/test-app';

const BACKEND = resolve(__dirname, '../..');
const BIN = resolve(BACKEND, '../node_modules/.bin');

/**
 * Issue 21 "An API a headless client can use": the served document passes Redocly's recommended ruleset with
 * no error, and a TypeScript client generated from it with openapi-typescript type-checks. `make lint` runs
 * this file too.
 */
describe('OpenAPI document for headless clients', () => {
  let t: TestApp;
  let dir: string;
  let documentFile: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'cb-openapi-'));
    documentFile = join(dir, 'openapi.json');
    const document = (await t.http().get('/api/openapi.json').expect(200)).body;
    writeFileSync(documentFile, JSON.stringify(document));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('passes `redocly lint` (recommended ruleset) with no error', () => {
    let output: string;
    try {
      output = execFileSync(join(BIN, 'redocly'), ['lint', documentFile, '--config', join(BACKEND, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(output.slice(output.indexOf('{'))) as { problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('generates a TypeScript client that type-checks', () => {
    const schema = join(dir, 'generated-schema.ts');
    execFileSync(join(BIN, 'openapi-typescript'), [documentFile, '--output', schema], { stdio: 'pipe' });
    // Kept as .txt so the backend's own type-check does not look for the generated file.
    copyFileSync(join(__dirname, 'openapi-client/client-usage.ts.txt'), join(dir, 'client-usage.ts'));
    const tsc = join(BIN, 'tsc');
    execFileSync(tsc, ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'commonjs', join(dir, 'client-usage.ts')], { stdio: 'pipe' });
  }, 60_000);
});
