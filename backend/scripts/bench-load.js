#!/usr/bin/env node
// `npm run bench:load` (issue 15, a benchmark, not a test): a realistic mix against the built app on MariaDB/MySQL.
// Creates a throw-away schema, seeds the demo data (dist/seed.js), starts dist/main.js in production mode on
// BENCH_PORT for each DATABASE_POOL_SIZE in BENCH_POOL_SIZES, and drives BENCH_CONNECTIONS (200) connections for
// BENCH_SECONDS (60) with autocannon: 30% directory pages, 20% consultant profiles, 25% signed-in reads (a
// charity's project list and session), 15% public forms (pricing enquiries), 10% project messages (posted by the
// charity). Prints requests/s, p50/p95/p99 (p95 computed from every response time), errors and non-2xx, and the
// CPU time the app and mariadbd used against what the host's cores offered in the run (read from /proc; the host
// may be shared, so the machine-wide busy share is printed too). Needs `npm run build` first.
//
// Environment: BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306; schema cb_bench_load is created and dropped),
// BENCH_POOL_SIZES (10,<DEFAULT>), BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_PORT (3110).
'use strict';

const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const autocannon = require('autocannon');

const { throwAwaySchema } = require('./bench-schema');

const DIST = path.resolve(__dirname, '../dist');
const SCHEMA = 'cb_bench_load';
const PORT = Number(process.env.BENCH_PORT || 3110);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const { DEFAULT_DATABASE_POOL_SIZE } = require(path.join(DIST, 'config/app-config'));
const { DEMO_PASSWORD } = require(path.join(DIST, 'seed/demo-data'));
const POOLS = (process.env.BENCH_POOL_SIZES || `10,${DEFAULT_DATABASE_POOL_SIZE}`).split(',').map(Number).filter((n, i, all) => n > 0 && all.indexOf(n) === i);
const CHARITY = 'riverside.foodbank';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/* ---------------- CPU accounting from /proc ---------------- */

const TICK = 100; // USER_HZ
function processTicks(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}
function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + numbers[4];
  return { total: numbers.reduce((a, b) => a + b, 0), idle };
}
function mariadbPid() {
  try {
    return Number(execFileSync('pgrep', ['-xo', 'mariadbd']).toString().trim()) || Number(execFileSync('pgrep', ['-xo', 'mysqld']).toString().trim());
  } catch {
    return 0;
  }
}

/* ---------------- the app ---------------- */

function baseEnv(url, pool) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: String(pool),
    APP_BASE_URL: BASE,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123456789',
    CREDENTIALS_KEY: '1'.repeat(64),
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    LOG_LEVEL: 'warn',
    // The mix sends forms and logins from one address: the per-IP limits would answer 429 to most of them.
    FORM_RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT: '100000000',
    JOBS_ENABLED: 'true',
  };
}

async function startApp(url, pool) {
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], { env: baseEnv(url, pool), stdio: ['ignore', 'ignore', 'inherit'] });
  for (let waited = 0; waited < 120_000; waited += 250) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  child.kill();
  throw new Error('the app did not become healthy within 2 minutes');
}

async function signIn() {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ username: CHARITY, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${CHARITY} answered ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/* ---------------- the mix ---------------- */

function mix(cookie, consultantIds, projectIds) {
  const json = { 'content-type': 'application/json', origin: BASE };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  let n = 0;
  const kinds = [
    [30, 'directory', () => ({ method: 'GET', path: `/api/consultants?page=${1 + Math.floor(Math.random() * 2)}${Math.random() < 0.3 ? '&expertise=fundraising' : ''}` })],
    [20, 'profile', () => ({ method: 'GET', path: `/api/consultants/${pick(consultantIds)}` })],
    [25, 'signed-in read', () => ({ method: 'GET', path: Math.random() < 0.5 ? '/api/projects' : '/api/auth/user', headers: { cookie } })],
    [15, 'public form', () => ({
      method: 'POST',
      path: '/api/pricing-enquiry',
      headers: json,
      body: JSON.stringify({ fullName: 'Bench Tester', organisationName: 'Bench Charity', email: `bench${n++}@example.org`, supportNeeded: 'We would like help with our fundraising strategy.' }),
    })],
    [10, 'message', () => ({ method: 'POST', path: `/api/projects/${pick(projectIds)}/messages`, headers: { ...json, cookie }, body: JSON.stringify({ content: `Bench message ${n++}` }) })],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, , make] of kinds) {
      if ((roll -= weight) < 0) return make();
    }
    return kinds[0][2]();
  };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

async function run(url, pool) {
  const app = await startApp(url, pool);
  try {
    const cookie = await signIn();
    const consultants = await (await fetch(`${BASE}/api/consultants?pageSize=50`)).json();
    const consultantIds = consultants.data.map((c) => c.id);
    const projects = await (await fetch(`${BASE}/api/projects`, { headers: { cookie } })).json();
    const projectIds = (Array.isArray(projects) ? projects : projects.data).map((p) => p.id);
    if (!consultantIds.length || !projectIds.length) throw new Error('the demo data has no consultants or projects for this charity');

    const next = mix(cookie, consultantIds, projectIds);
    const times = [];
    const statuses = {};
    const db = mariadbPid();
    const before = { app: processTicks(app.pid), db: processTicks(db), machine: machineTicks() };
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        { url: BASE, connections: CONNECTIONS, duration: SECONDS, requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }] },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        times.push(responseTime);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    });
    const after = { app: processTicks(app.pid), db: processTicks(db), machine: machineTicks() };
    times.sort((a, b) => a - b);
    const offered = SECONDS * os.availableParallelism() * TICK;
    const machine = after.machine.total - before.machine.total;
    return {
      pool,
      requestsPerSecond: Math.round(result.requests.average),
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
      p99: Math.round(percentile(times, 99)),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      statuses: JSON.stringify(statuses),
      appCpuPercentOfHost: Math.round(((after.app - before.app) / offered) * 100),
      dbCpuPercentOfHost: Math.round(((after.db - before.db) / offered) * 100),
      hostBusyPercent: Math.round(((machine - (after.machine.idle - before.machine.idle)) / machine) * 100),
    };
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('Build first: npm run build');
  const schema = await throwAwaySchema(SCHEMA);
  const results = [];
  try {
    execFileSync(process.execPath, [path.join(DIST, 'seed.js')], {
      env: { ...baseEnv(schema.url, 10), NODE_ENV: 'development', SEED_DEMO: 'true', JOBS_ENABLED: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (const pool of POOLS) results.push(await run(schema.url, pool));
  } finally {
    await schema.drop();
  }
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run, MariaDB/MySQL, ${os.availableParallelism()} CPUs, load average before the last run ${os.loadavg()[0].toFixed(1)}`);
  console.table(results);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
