#!/usr/bin/env node
// `npm run bench:requests` (issue 22 "Static files", a benchmark, not a test): starts the built app (dist/) on a
// throw-away SQLite database with the built frontend, and prints the server's CPU time per request (user +
// system, read from /proc/<pid>/stat around the run) for GET /api/health and a signed-in GET /api/auth/user,
// plus one static asset and one SPA page for comparison. CPU time, not latency: stable on a shared machine.
//
// Environment: BENCH_PORT (3172), BENCH_REQUESTS (3000 per route), BENCH_CONNECTIONS (4 keep-alive sockets).
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const { cpuMs, waitForHealth } = require('./bench-support');

const DIST = path.resolve(__dirname, '../dist');
const FRONTEND_DIST = path.resolve(__dirname, '../../frontend/dist');
const PORT = Number(process.env.BENCH_PORT ?? 3172);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
function request(agent, method, urlPath, { cookie, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent,
        headers: {
          origin: `http://127.0.0.1:${PORT}`,
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** REQUESTS requests over CONNECTIONS keep-alive sockets; the server's CPU ms per request. */
async function measure(pid, urlPath, cookie, expectStatus) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const warm = await request(agent, 'GET', urlPath, { cookie });
  if (warm.status !== expectStatus) throw new Error(`GET ${urlPath} answered ${warm.status}, expected ${expectStatus}: ${warm.body.slice(0, 200)}`);
  for (let i = 0; i < 200; i++) await request(agent, 'GET', urlPath, { cookie });
  let next = 0;
  const before = cpuMs(pid);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next++ < REQUESTS) await request(agent, 'GET', urlPath, { cookie });
    }),
  );
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = cpuMs(pid) - before;
  agent.destroy();
  return { route: urlPath, requests: REQUESTS, cpuMsPerRequest: Number((cpu / REQUESTS).toFixed(3)), requestsPerSecond: Math.round(REQUESTS / (wallMs / 1000)) };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('backend/dist is missing: run `npm run build -w backend` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-requests-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
    APP_BASE_URL: `http://127.0.0.1:${PORT}`,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    CREDENTIALS_KEY: '0'.repeat(64),
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    API_DOCS: 'false',
    SEED_DEMO: 'false',
    FORM_RATE_LIMIT: '100000',
    DATA_DIR: dataDir,
    FRONTEND_DIST,
  };
  const seeded = spawnSync(process.execPath, [path.join(DIST, 'seed.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error(`seed.js exited with ${seeded.status}`);
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(PORT, child);
    const agent = new http.Agent({ keepAlive: false });
    const id = Date.now().toString(36);
    const registered = await request(agent, 'POST', '/api/register/charity', {
      body: {
        username: `bench_${id}`,
        password: 'Bench-Passw0rd!',
        email: `bench_${id}@example.org`,
        name: 'Bench Charity',
        organisation: 'Bench',
        phone: '',
        website: '',
        bio: '',
        termsAccepted: true,
        privacyAccepted: true,
        charity: { registeredNumber: '', revenue: 0, employeeCount: 0, foundingYear: 2000, mission: '', primaryCause: '', location: '', membershipTier: 'small' },
      },
    });
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${registered.body.slice(0, 200)}`);
    const cookie = [].concat(registered.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const asset = fs.readdirSync(path.join(FRONTEND_DIST, 'assets')).find((file) => file.startsWith('main.') && file.endsWith('.js'));

    const rows = [];
    rows.push(await measure(child.pid, '/api/health', undefined, 200));
    rows.push(await measure(child.pid, '/api/auth/user', cookie, 200));
    if (asset) rows.push(await measure(child.pid, `/assets/${asset}`, undefined, 200));
    rows.push(await measure(child.pid, '/about', undefined, 200));
    console.log(`\nServer CPU per request (user + system from /proc, ${CONNECTIONS} keep-alive connections, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)})`);
    console.table(rows);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
