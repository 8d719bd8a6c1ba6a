#!/usr/bin/env node
// `npm run bench:directory` (issue 7, a benchmark, not a test): seeds 100,000 consultants into a throw-away
// MariaDB/MySQL schema and a SQLite file, starts the built app (dist/) against each, loads
// GET /api/consultants?search=…&expertise=…&page=… with autocannon beside a bare node:http handler that runs the
// same SQL with the engine's plain driver (mysql2 / better-sqlite3), and prints both throughputs, their ratio,
// p50 and p99, and the EXPLAIN and timing of each query shape. Needs `npm run build -w backend` first.
//
// Environment: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306, the schema cb_bench is created and dropped),
// BENCH_ENGINES (mysql,sqlite), BENCH_CONSULTANTS (100000), BENCH_SECONDS (15), BENCH_CONNECTIONS (50).
// The SQL below mirrors src/modules/consultants/infrastructure/directory.repository.ts: change both together.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const DIST = path.resolve(__dirname, '../dist');
const SCHEMA = 'cb_bench';
const DAY = 86_400_000;

/* ---------------- the directory's SQL (both engines) ---------------- */

const COLUMNS =
  'c.id, c.expertise, c.availability, c.availabilityConfirmedAt, c.yearsExperience, c.profileSummary, c.specialisations, c.previousExperience, c.profileImageUrl, c.isApproved, c.isFeatured, u.name, u.organisation, u.bio';

function whereOf(engine, words, mask) {
  const clauses = ['c.isApproved = 1'];
  const params = [];
  if (words.length) {
    if (engine === 'mysql') {
      clauses.push('MATCH(c.searchDocument) AGAINST (? IN BOOLEAN MODE)');
      params.push(words.map((word) => `+${word}*`).join(' '));
    } else {
      clauses.push('c.id IN (SELECT rowid FROM consultants_fts WHERE consultants_fts MATCH ?)');
      params.push(words.map((word) => `"${word}"*`).join(' '));
    }
  }
  if (mask) {
    clauses.push('(c.expertiseMask & ?) <> 0');
    params.push(mask);
  }
  return { sql: clauses.join(' AND '), params };
}

function pageQuery(engine, words, mask, offset, limit, withTotal = false) {
  const where = whereOf(engine, words, mask);
  return {
    sql: `SELECT ${COLUMNS}${withTotal ? ', page.total' : ''} FROM (
        SELECT c.id, c.isFeatured AS featuredRank, c.availableNow AS availableRank${withTotal ? ', COUNT(*) OVER () AS total' : ''}
        FROM consultants c WHERE ${where.sql}
        ORDER BY c.isFeatured DESC, c.availableNow DESC, c.id DESC LIMIT ? OFFSET ?
      ) page
      INNER JOIN consultants c ON c.id = page.id INNER JOIN users u ON u.id = c.userId
      ORDER BY page.featuredRank DESC, page.availableRank DESC, page.id DESC`,
    params: [...where.params, limit, offset],
  };
}

function countQuery(engine, words, mask) {
  const where = whereOf(engine, words, mask);
  return { sql: `SELECT COUNT(*) AS total FROM consultants c WHERE ${where.sql}`, params: where.params };
}

/* ---------------- deterministic data ---------------- */

function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = 'Ada Ben Cara Dev Ella Finn Grace Hari Iris Jon Kemi Liam Maya Nia Omar Priya Quinn Rosa Sam Tara Uma Vik Wren Yara Zoe Amir Bea Cole Dina Eli'.split(' ');
const LAST = 'Okoro Patel Singh Moss Hale Lovelace Hopper Franklin Seacole Khan Jones Smith Evans Brown Taylor Wilson Davies Clarke Wright Green'.split(' ');
const WORDS = (
  'audit budget grants trustees governance strategy marketing digital fundraising legacy appeals donors volunteers safeguarding ' +
  'compliance payroll recruitment training mentoring leadership operations logistics procurement analytics reporting impact ' +
  'evaluation research policy advocacy campaigns communications branding website crm database cloud security privacy gdpr ' +
  'housing health education youth elderly refugees environment climate wildlife arts heritage sport faith community poverty ' +
  'foodbank hospice museum theatre library scouts mental wellbeing disability employment justice prisons addiction homeless ' +
  'finance accounting treasurer reserves investment property lease contracts partnerships merger restructuring turnaround ' +
  'charity commission lottery council corporate sponsorship events retail shops ecommerce social media video podcast press'
).split(' ');

function seedRows(count) {
  const next = random(20261123);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const keys = require(`${DIST}/contracts`).EXPERTISE_KEYS;
  const { buildSearchDocument, expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const organisation = `${pick(WORDS)} ${pick(['Partners', 'Consulting', 'Trust', 'Advisory', 'Associates'])}`;
    const profileSummary = Array.from({ length: 6 }, () => pick(WORDS)).join(' ');
    const expertise = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(keys)))];
    const availability = next() < 0.8;
    const confirmedAt = new Date(now - Math.floor(next() * 60 * DAY));
    rows.push({
      id: i + 1,
      userId: 100_000 + i + 1,
      name,
      organisation,
      profileSummary,
      expertise,
      availability,
      isApproved: next() < 0.9,
      isFeatured: next() < 0.01,
      confirmedAt,
      availableNow: availability && confirmedAt.getTime() >= now - 30 * DAY,
      searchDocument: buildSearchDocument({ name, organisation, bio: null, profileSummary, specialisations: null, previousExperience: null, expertise }),
      expertiseMask: expertiseMask(expertise),
    });
  }
  return rows;
}

/** The load: one or two search words, two expertise keys, pages 1–5, in a fixed rotation. */
function loadMix(keys) {
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: 60 }, (_, i) => {
    const words = i % 3 === 0 ? [pick(WORDS), pick(WORDS)] : [pick(WORDS)];
    const expertise = [pick(keys), pick(keys)];
    return { words, expertise, page: 1 + (i % 5) };
  });
}

const utc = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/* ---------------- engines ---------------- */

function mysqlEngine() {
  const mysql = require('mysql2/promise');
  const base = new URL((process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306').replace(/^mariadb:/, 'mysql:'));
  base.pathname = '/';
  const url = new URL(base);
  url.pathname = `/${SCHEMA}`;
  let pool;
  return {
    name: 'mysql',
    databaseUrl: url.toString(),
    async reset() {
      const connection = await mysql.createConnection({ uri: base.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${SCHEMA}\``);
      await connection.query(`CREATE DATABASE \`${SCHEMA}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await connection.end();
    },
    async open() {
      pool = mysql.createPool({ uri: url.toString(), connectionLimit: 10, timezone: 'Z', multipleStatements: false });
    },
    async query(sql, params) {
      const [rows] = await pool.query(sql, params);
      return rows;
    },
    async seed(rows) {
      // The full-text index is built once after the rows are in, as a bulk load would.
      await pool.query('ALTER TABLE consultants DROP INDEX ft_consultants_search');
      for (let start = 0; start < rows.length; start += 2000) {
        const batch = rows.slice(start, start + 2000);
        await pool.query(
          'INSERT INTO users (id, username, password, email, emailNormalized, role, isConsultant, name, organisation, createdAt) VALUES ?',
          [batch.map((r) => [r.userId, `bench${r.id}`, 'x', `bench${r.id}@bench.example`, `bench${r.id}@bench.example`, 'consultant', 1, r.name, r.organisation, utc(r.confirmedAt)])],
        );
        await pool.query(
          'INSERT INTO consultants (id, userId, expertise, yearsExperience, availability, isApproved, isFeatured, profileSummary, availabilityConfirmedAt, searchDocument, expertiseMask, availableNow) VALUES ?',
          [batch.map((r) => [r.id, r.userId, JSON.stringify(r.expertise), 5 + (r.id % 25), r.availability ? 1 : 0, r.isApproved ? 1 : 0, r.isFeatured ? 1 : 0, r.profileSummary, utc(r.confirmedAt), r.searchDocument, r.expertiseMask, r.availableNow ? 1 : 0])],
        );
      }
      const connection = await pool.getConnection();
      await connection.query('SET SESSION innodb_ft_enable_stopword = OFF');
      await connection.query('ALTER TABLE consultants ADD FULLTEXT INDEX ft_consultants_search (searchDocument)');
      connection.release();
      await pool.query('ANALYZE TABLE consultants, users');
    },
    async explain(sql, params) {
      const rows = await this.query(`EXPLAIN ${sql}`, params);
      const lines = rows.map((r) => `${r.table} type=${r.type} key=${r.key ?? '-'} rows=${r.rows} ${r.Extra ?? ''}`.trim());
      const fullScan = rows.some((r) => r.type === 'ALL' && /^c$|consultants|^u$/.test(String(r.table)));
      return { lines, fullScan };
    },
    async close() {
      await pool?.end();
      const connection = await mysql.createConnection({ uri: base.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${SCHEMA}\``);
      await connection.end();
    },
  };
}

function sqliteEngine() {
  const Database = require('better-sqlite3');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  let db;
  return {
    name: 'sqlite',
    databaseUrl: `sqlite:${file}`,
    async reset() {},
    async open() {
      db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
    async query(sql, params) {
      return db.prepare(sql).all(...params);
    },
    async seed(rows) {
      const user = db.prepare('INSERT INTO users (id, username, password, email, emailNormalized, role, isConsultant, name, organisation, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
      const consultant = db.prepare(
        'INSERT INTO consultants (id, userId, expertise, yearsExperience, availability, isApproved, isFeatured, profileSummary, availabilityConfirmedAt, searchDocument, expertiseMask, availableNow) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      db.transaction(() => {
        for (const r of rows) {
          user.run(r.userId, `bench${r.id}`, 'x', `bench${r.id}@bench.example`, `bench${r.id}@bench.example`, 'consultant', 1, r.name, r.organisation, utc(r.confirmedAt));
          consultant.run(r.id, r.userId, JSON.stringify(r.expertise), 5 + (r.id % 25), r.availability ? 1 : 0, r.isApproved ? 1 : 0, r.isFeatured ? 1 : 0, r.profileSummary, utc(r.confirmedAt), r.searchDocument, r.expertiseMask, r.availableNow ? 1 : 0);
        }
      })();
      db.exec('ANALYZE');
    },
    async explain(sql, params) {
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params);
      const lines = rows.map((r) => r.detail);
      // "SCAN c" without an index reads the whole table; "SCAN … USING (COVERING) INDEX" walks an index.
      const fullScan = lines.some((line) => /^SCAN (c|u|consultants|users)\b(?!.*INDEX)/.test(line));
      return { lines, fullScan };
    },
    async close() {
      db?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/* ---------------- the bare handler (child mode) ---------------- */

function firstName(name) {
  return String(name ?? '').trim().split(/\s+/)[0] ?? '';
}

async function bareServer(engineName, databaseUrl, port) {
  const engine = engineName === 'mysql' ? mysqlEngine() : sqliteEngine();
  if (engineName === 'mysql') {
    const mysql = require('mysql2/promise');
    const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 10, timezone: 'Z' });
    engine.query = async (sql, params) => (await pool.query(sql, params))[0];
  } else {
    const Database = require('better-sqlite3');
    const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
    engine.query = async (sql, params) => db.prepare(sql).all(...params);
  }
  const { EXPERTISE_KEYS } = require(`${DIST}/contracts`);
  const { searchWords, expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  http
    .createServer(async (req, res) => {
      try {
        const url = new URL(req.url, 'http://bench');
        const words = searchWords(url.searchParams.get('search') ?? undefined);
        const keys = url.searchParams.getAll('expertise').flatMap((value) => value.split(',')).filter((key) => EXPERTISE_KEYS.includes(key));
        const page = Number(url.searchParams.get('page') ?? 1);
        const pageSize = 24;
        const mask = expertiseMask(keys);
        const offset = (page - 1) * pageSize;
        const c = countQuery(engineName, words, mask);
        let rows;
        let total;
        if (words.length) {
          // As the app: a searched page carries its window count; only a page past the end counts on its own.
          const p = pageQuery(engineName, words, mask, offset, pageSize, true);
          rows = await engine.query(p.sql, p.params);
          total = rows.length ? Number(rows[0].total) : offset === 0 ? 0 : Number((await engine.query(c.sql, c.params))[0].total);
        } else {
          const p = pageQuery(engineName, words, mask, offset, pageSize);
          const [pageRows, count] = await Promise.all([engine.query(p.sql, p.params), engine.query(c.sql, c.params)]);
          rows = pageRows;
          total = Number(count[0].total);
        }
        const data = rows.map((r) => ({
          id: r.id,
          user: { name: firstName(r.name), organisation: r.organisation, bio: r.bio },
          expertise: JSON.parse(r.expertise || '[]'),
          availability: !!r.availability,
          availabilityConfirmedAt: r.availabilityConfirmedAt,
          yearsExperience: r.yearsExperience,
          profileSummary: r.profileSummary,
          specializations: r.specialisations,
          previousExperience: r.previousExperience,
          profileImageUrl: r.profileImageUrl,
          isApproved: !!r.isApproved,
          isFeatured: !!r.isFeatured,
        }));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ data, total, page, pageSize }));
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    })
    .listen(port, '127.0.0.1', () => process.send?.('ready'));
}

/* ---------------- orchestration ---------------- */

async function waitForHealth(port, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy in 120 s');
}

async function startApp(engine, port, dataDir) {
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: engine.databaseUrl,
      APP_BASE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      CREDENTIALS_KEY: '0'.repeat(64),
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      API_DOCS: 'false',
      DATA_DIR: dataDir,
      FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(port, child);
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startBare(engine, port) {
  const child = spawn(process.execPath, [__filename, '--bare', engine.name, engine.databaseUrl, String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare handler exited with ${code}`)));
  });
  return child;
}

function load(port, mix, seconds, connections) {
  const autocannon = require('autocannon');
  const requests = mix.map((entry) => ({
    method: 'GET',
    path: `/api/consultants?search=${encodeURIComponent(entry.words.join(' '))}&${entry.expertise.map((key) => `expertise=${key}`).join('&')}&page=${entry.page}`,
  }));
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeShape(engine, query, runs = 200) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await engine.query(query.sql, query.params);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (value) => `${value.toFixed(2)} ms`;

async function benchEngine(engine, options) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-data-'));
  const appPort = 3900;
  const barePort = 3901;
  const keys = require(`${DIST}/contracts`).EXPERTISE_KEYS;
  const { expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  let app;
  let bare;
  try {
    console.log(`\n=== ${engine.name}: ${options.count.toLocaleString('en-GB')} consultants ===`);
    await engine.reset();
    app = await startApp(engine, appPort, dataDir); // runs the migrations
    await stop(app);
    await engine.open();
    let started = Date.now();
    await engine.seed(seedRows(options.count));
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const mix = loadMix(keys);
    app = await startApp(engine, appPort, dataDir);
    await load(appPort, mix, 2, 10); // warm-up
    const appResult = await load(appPort, mix, options.seconds, options.connections);
    await stop(app);
    app = undefined;

    bare = await startBare(engine, barePort);
    await load(barePort, mix, 2, 10);
    const bareResult = await load(barePort, mix, options.seconds, options.connections);
    await stop(bare);
    bare = undefined;

    const row = (label, r) =>
      `${label.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
    console.log(row('app (Nest, dist/)', appResult));
    console.log(row('bare node:http + driver', bareResult));
    console.log(`ratio app/bare: ${(appResult.requests.average / bareResult.requests.average).toFixed(2)} (target >= 0.5); app p99 ${appResult.latency.p99} ms (target <= 50 ms on MariaDB)`);

    const sample = mix[0];
    const mask = expertiseMask(sample.expertise);
    const shapes = [
      ['unsearched page 1', pageQuery(engine.name, [], 0, 0, 24)],
      ['unsearched page 100', pageQuery(engine.name, [], 0, 99 * 24, 24)],
      ['filtered page 3', pageQuery(engine.name, [], mask, 48, 24)],
      ['search+filter page 2 with its window count', pageQuery(engine.name, sample.words, mask, 24, 24, true)],
      ['count unsearched (the app reuses it for 10 s)', countQuery(engine.name, [], 0)],
      ['count filtered (the app reuses it for 10 s)', countQuery(engine.name, [], mask)],
      ['count search+filter (only past the last page)', countQuery(engine.name, sample.words, mask)],
    ];
    console.log(`\nquery shapes (search "${sample.words.join(' ')}", expertise ${sample.expertise.join(',')}; 200 sequential runs each):`);
    for (const [label, query] of shapes) {
      const plan = await engine.explain(query.sql, query.params);
      const timing = await timeShape(engine, query);
      const verdict = timing.p95 <= 5 && !plan.fullScan ? 'ok' : 'OVER TARGET';
      console.log(`- ${label}: p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}${plan.fullScan ? ', FULL SCAN' : ''} [${verdict}]`);
      for (const line of plan.lines) console.log(`    ${line}`);
    }
  } finally {
    await stop(app);
    await stop(bare);
    await engine.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv[2] === '--bare') return bareServer(process.argv[3], process.argv[4], Number(process.argv[5]));
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('build first: npm run build -w backend');
  const options = {
    count: Number(process.env.BENCH_CONSULTANTS || 100_000),
    seconds: Number(process.env.BENCH_SECONDS || 15),
    connections: Number(process.env.BENCH_CONNECTIONS || 50),
  };
  const engines = (process.env.BENCH_ENGINES || 'mysql,sqlite').split(',').map((name) => name.trim());
  for (const name of engines) await benchEngine(name === 'sqlite' ? sqliteEngine() : mysqlEngine(), options);
}

main().catch((error) => {
  console.error(`bench-directory: ${error.stack || error.message}`);
  process.exit(1);
});
