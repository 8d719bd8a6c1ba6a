#!/usr/bin/env node
// `npm run bench:directory` (issue 7, a benchmark, not a test): seeds 100,000 consultants into a throw-away
// MariaDB/MySQL schema and a SQLite file, starts the built app (dist/) against each, loads
// GET /api/consultants?search=…&expertise=…&page=… with autocannon beside a bare node:http handler that does the
// same work with the engine's plain driver (mysql2 / better-sqlite3): the app's in-process search index and its look
// for changes, the page by id with the rating join, the app's own mapper for the JSON, the unmet-search row and the
// funnel's batched count (issue 22; it checks that both answer the same bodies). Both servers run at once and are
// loaded in turn in BENCH_SLICES slices, so their ratio is measured on the same machine state. It prints for searched
// and unsearched loads apart: throughputs, their ratio, p50 and p99, CPU ms per request of Node and of the database
// server (from /proc, the server found by its own @@pid_file), the app's event-loop delay under load and one request at a time (bench-loop-delay.js) and its RSS;
// the index's build time, memory and per-search time; then the EXPLAIN, timing and rows of each statement shape,
// the new ones and the full-text ones that ?sort=rating still uses. It proves itself (issue 22): after the bulk load
// the FULLTEXT index is checked against LIKE and rebuilt until it agrees, it fails loudly when a searched shape, or
// most of the searched mix, matches nothing, and when the in-process index and the full-text index disagree on any
// search of the mix. Needs `npm run build -w backend` first.
//
// Environment: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306), BENCH_SCHEMA (cb_bench, created and dropped),
// BENCH_ENGINES (mysql,sqlite), BENCH_CONSULTANTS (100000), BENCH_SECONDS (15), BENCH_CONNECTIONS (50),
// BENCH_SEARCHES (2000 distinct searches in the searched mix), BENCH_SLICES (5: the app and the bare handler loaded
// in turn, each slice BENCH_SECONDS / BENCH_SLICES long), BENCH_PORT (3900; the bare handler uses the next),
// BENCH_APP_NODE_ARGS and BENCH_BARE_NODE_ARGS (extra node flags for the app or the bare handler, e.g. --cpu-prof).
// The database server's CPU is the whole server's: other work on it during a run counts too (say so when reporting).
// The SQL below mirrors src/modules/consultants/infrastructure/directory.repository.ts and directory-search-index.ts:
// change them together.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const DIST = path.resolve(__dirname, '../dist');
const SCHEMA = process.env.BENCH_SCHEMA || 'cb_bench';
const { benchAppEnv, cpuMs, mysqlServerPid, percentile, random, waitForHealth } = require('./bench-support');
const DAY = 86_400_000;

/* ---------------- the directory's SQL (both engines) ---------------- */

const COLUMNS =
  'c.id, c.expertise, c.availability, c.availabilityConfirmedAt, c.yearsExperience, c.profileSummary, c.specialisations, c.previousExperience, c.profileImageUrl, c.isApproved, c.isFeatured, u.name, u.organisation, u.bio, cr.averageTenths AS ratingTenths, cr.reviewCount AS ratingCount';
const RATING_JOIN = 'LEFT JOIN consultant_ratings cr ON cr.consultantId = c.id';

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
      INNER JOIN consultants c ON c.id = page.id INNER JOIN users u ON u.id = c.userId ${RATING_JOIN}
      ORDER BY page.featuredRank DESC, page.availableRank DESC, page.id DESC`,
    params: [...where.params, limit, offset],
  };
}

function countQuery(engine, words, mask) {
  const where = whereOf(engine, words, mask);
  return { sql: `SELECT COUNT(*) AS total FROM consultants c WHERE ${where.sql}`, params: where.params };
}

/** The columns of the index's look for changed consultants (infrastructure/directory-search-index.ts). */
const LOOK_COLUMNS = 'c.id, c.isApproved, c.isFeatured, c.availableNow, c.availability, c.availabilityConfirmedAt, c.expertiseMask, c.searchDocument, c.directoryChangedAt';

/** The page the index picked, by primary key, approval asked again (DirectoryRepository.pageByIds). */
async function pageByIds(engine, ids) {
  if (ids.length === 0) return [];
  const rows = await engine.query(`SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId ${RATING_JOIN} WHERE c.id IN (${ids.map(() => '?').join(', ')}) AND c.isApproved = 1`, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/* ---------------- deterministic data ---------------- */

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

/**
 * The searched load: `count` distinct searches of one to three words from the profiles' vocabulary, half of them
 * with one or two expertise filters, pages 1–3, so most requests of a run are new to every cache.
 */
function searchedMix(keys, count) {
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const seen = new Set();
  const mix = [];
  while (mix.length < count) {
    const length = 1 + Math.floor(next() * 3);
    const words = [...new Set(Array.from({ length }, () => pick(WORDS)))];
    const expertise = next() < 0.5 ? [] : [...new Set(Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(keys)))];
    const page = 1 + Math.floor(next() * 3);
    const key = `${words.join(' ')}|${expertise.join(',')}|${page}`;
    if (seen.has(key)) continue;
    seen.add(key);
    mix.push({ words, expertise, page });
  }
  return mix;
}

/** The unsearched load: the directory browsed with and without expertise filters, pages 1–5. */
function unsearchedMix(keys) {
  const next = random(11);
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: 60 }, (_, i) => ({ words: [], expertise: i % 2 === 0 ? [] : [pick(keys)], page: 1 + (i % 5) }));
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
  let serverPid = null;
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
      serverPid = await mysqlServerPid((sql) => this.query(sql, []));
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
      await this.rebuildFullText();
      await pool.query('ANALYZE TABLE consultants, users');
    },
    /**
     * MariaDB 10.11 can leave a FULLTEXT index re-added after a bulk load with explicit ids matching nothing
     * (`+audit*` found 0 rows where LIKE found 7,113); dropping and adding it again mends it. So: add it, check
     * a probe word against LIKE, rebuild while they disagree, and give up loudly after three tries.
     */
    async rebuildFullText(probe = 'audit') {
      const like = Number((await this.query("SELECT COUNT(*) AS n FROM consultants WHERE searchDocument LIKE ?", [`%${probe}%`]))[0].n);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const connection = await pool.getConnection();
        await connection.query('SET SESSION innodb_ft_enable_stopword = OFF');
        const [indexes] = await connection.query("SHOW INDEX FROM consultants WHERE Key_name = 'ft_consultants_search'");
        if (indexes.length) await connection.query('ALTER TABLE consultants DROP INDEX ft_consultants_search');
        await connection.query('ALTER TABLE consultants ADD FULLTEXT INDEX ft_consultants_search (searchDocument)');
        connection.release();
        const match = Number((await this.query('SELECT COUNT(*) AS n FROM consultants WHERE MATCH(searchDocument) AGAINST (? IN BOOLEAN MODE)', [`+${probe}*`]))[0].n);
        console.log(`FULLTEXT build ${attempt}: MATCH +${probe}* finds ${match.toLocaleString('en-GB')}, LIKE %${probe}% finds ${like.toLocaleString('en-GB')}`);
        if (like === 0 || match >= like) return;
      }
      throw new Error('the FULLTEXT index still disagrees with LIKE after three rebuilds: every searched figure would be meaningless');
    },
    serverPid: () => serverPid,
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
    // In-process: the database's CPU is the app's own.
    serverPid: () => null,
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

/**
 * The app's writes for a directory page, over the plain driver: an unmet search's row (UnmetSearchRepository.record)
 * and the funnel's searches, counted in memory and written in one multi-row INSERT every 5 s or 500 searches
 * (OutcomeEventsService.recordDirectorySearch, OutcomeEventRepository.insertSearches).
 */
function bareWrites(engine, isMysql) {
  const param = (date) => (isMysql ? date : utc(date));
  let pending = [];
  let timer;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    if (batch.length === 0) return;
    pending = [];
    await engine.write(`INSERT INTO outcome_events (kind, occurredAt) VALUES ${batch.map(() => "('directory_search', ?)").join(', ')}`, batch.map(param));
  };
  return {
    flush,
    unmet: (words, mask, at) => engine.write('INSERT INTO directory_unmet_searches (searchText, expertiseMask, createdAt) VALUES (?, ?, ?)', [words.join(' '), mask, param(at)]),
    async search(at) {
      pending.push(at);
      if (pending.length >= 500) return flush();
      timer ??= setTimeout(() => void flush(), 5_000).unref();
    },
  };
}

/**
 * The same work as the app's GET /api/consultants in the default order (issue 22: the ratio means nothing unless
 * both sides do it): the app's index and its look for changes, the page by id with the rating join, the app's own
 * mapper for the JSON (dist/), the unmet-search row for an empty searched or filtered answer and the funnel's count
 * of first pages. Not done here: the app's layers (logging, headers, guards, validation, session), which are what
 * the ratio prices.
 */
async function bareServer(engineName, databaseUrl, port) {
  const engine = engineName === 'mysql' ? mysqlEngine() : sqliteEngine();
  if (engineName === 'mysql') {
    const mysql = require('mysql2/promise');
    const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 10, timezone: 'Z' });
    engine.query = async (sql, params) => (await pool.query(sql, params))[0];
    engine.write = engine.query;
  } else {
    const Database = require('better-sqlite3');
    const db = new Database(databaseUrl.replace(/^sqlite:/, ''));
    db.pragma('busy_timeout = 5000');
    // Statements prepared once, as the app's driver (TypeORM's statement cache) does: re-preparing on each call would
    // make the bare handler do more work than the app and flatter the ratio.
    const statements = new Map();
    const prepared = (sql) => statements.get(sql) ?? statements.set(sql, db.prepare(sql)).get(sql);
    engine.query = async (sql, params) => prepared(sql).all(...params);
    engine.write = async (sql, params) => prepared(sql).run(...params);
  }
  const { EXPERTISE_KEYS } = require(`${DIST}/contracts`);
  const { searchWords, expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  const { freshnessCutoff } = require(`${DIST}/modules/consultants/domain/availability-freshness`);
  const { toDirectoryConsultant } = require(`${DIST}/modules/consultants/application/directory-entry.mapper`);
  // The app's own index and its look for changes, over the plain driver: the same work on both sides.
  const { DirectorySearchIndex } = require(`${DIST}/modules/consultants/infrastructure/directory-search-index`);
  const searchIndex = new DirectorySearchIndex({ query: (sql, params) => engine.query(sql, params) }, { isMysql: engineName === 'mysql' });
  await searchIndex.onApplicationBootstrap();
  const writes = bareWrites(engine, engineName === 'mysql');
  process.once('SIGTERM', () => writes.flush().finally(() => process.exit(0)));
  http
    .createServer(async (req, res) => {
      try {
        const now = new Date();
        const url = new URL(req.url, 'http://bench');
        const words = searchWords(url.searchParams.get('search') ?? undefined);
        const keys = [...new Set(url.searchParams.getAll('expertise').flatMap((value) => value.split(',')))].filter((key) => EXPERTISE_KEYS.includes(key));
        const mask = expertiseMask(keys);
        const page = Number(url.searchParams.get('page') ?? 1);
        const pageSize = 24;
        const picked = await searchIndex.search({ words, expertiseMask: mask, freshSinceMs: freshnessCutoff(now).getTime() }, (page - 1) * pageSize, pageSize);
        const rows = await pageByIds(engine, picked.ids);
        const total = picked.total;
        if (total === 0 && (words.length > 0 || mask !== 0)) await writes.unmet(words, mask, now);
        if (page === 1) await writes.search(now);
        const data = rows.map((row) => toDirectoryConsultant(row, now));
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

async function startApp(engine, port, dataDir) {
  // BENCH_APP_NODE_ARGS: extra node flags for the app only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const extra = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--require', path.join(__dirname, 'bench-loop-delay.js'), path.join(DIST, 'main.js')], {
    env: { ...process.env, ...benchAppEnv(engine.databaseUrl, dataDir, port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
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
  const extra = (process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, __filename, '--bare', engine.name, engine.databaseUrl, String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare handler exited with ${code}`)));
  });
  return child;
}

function load(port, mix, seconds, connections) {
  const autocannon = require('autocannon');
  const requests = mix.map((entry) => {
    const query = new URLSearchParams();
    if (entry.words.length) query.set('search', entry.words.join(' '));
    for (const key of entry.expertise) query.append('expertise', key);
    query.set('page', String(entry.page));
    return { method: 'GET', path: `/api/consultants?${query}` };
  });
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
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

/** The app's event-loop delay since the last call (bench-loop-delay.js), or null for the bare handler. */
async function loopDelay(child) {
  if (!child.spawnargs.includes('--require')) return null;
  const answer = new Promise((resolve) => child.once('message', resolve));
  child.send('loop-delay');
  return answer;
}

/**
 * The app and the bare handler loaded in turn, `options.slices` times each for an equal share of the seconds, the
 * first of each pair swapped every slice (issue 22: the ratio is measured on the same machine state, and a shared
 * machine's load moves within a run). Per server: autocannon's figures summed (latency: the slices' median p50 and
 * worst p99), CPU ms per request of Node and of the database, and the event loop's delay while loaded and then one
 * request at a time (the app only: bench-loop-delay.js).
 */
async function alternatingLoads(engine, servers, mix, options) {
  const dbPid = engine.serverPid();
  for (const server of servers) await load(server.port, mix, 2, 10); // warm-up
  const sums = servers.map(() => ({ requests: 0, seconds: 0, nodeMs: 0, dbMs: 0, non2xx: 0, errors: 0, p50: [], p99: [], delays: [] }));
  const sliceSeconds = Math.max(1, Math.round(options.seconds / options.slices));
  for (let slice = 0; slice < options.slices; slice += 1) {
    const order = slice % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i);
    for (const i of order) {
      const { child, port } = servers[i];
      const sum = sums[i];
      await loopDelay(child);
      const nodeBefore = cpuMs(child.pid);
      const dbBefore = dbPid ? cpuMs(dbPid) : 0;
      const result = await load(port, mix, sliceSeconds, options.connections);
      sum.nodeMs += cpuMs(child.pid) - nodeBefore;
      sum.dbMs += dbPid ? cpuMs(dbPid) - dbBefore : 0;
      sum.requests += result.requests.total;
      sum.seconds += sliceSeconds;
      sum.non2xx += result.non2xx;
      sum.errors += result.errors;
      sum.p50.push(result.latency.p50);
      sum.p99.push(result.latency.p99);
      const delay = await loopDelay(child);
      if (delay) sum.delays.push(delay);
    }
  }
  const figures = [];
  for (const [i, server] of servers.entries()) {
    const sum = sums[i];
    const requests = Math.max(1, sum.requests);
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const delay = sum.delays.length
      ? { p50: median(sum.delays.map((d) => d.p50)), p99: Math.max(...sum.delays.map((d) => d.p99)), max: Math.max(...sum.delays.map((d) => d.max)), rssMb: Math.max(...sum.delays.map((d) => d.rssMb)) }
      : null;
    // One request at a time: the longest a single request holds the event loop (under load, requests queue behind each other).
    const sequential = delay ? (await load(server.port, mix, Math.min(5, options.seconds), 1), await loopDelay(server.child)) : null;
    figures.push({
      server: server.label,
      result: { requests: { average: sum.requests / sum.seconds, total: sum.requests }, latency: { p50: median(sum.p50), p99: Math.max(...sum.p99) }, non2xx: sum.non2xx, errors: sum.errors },
      nodeCpu: sum.nodeMs / requests,
      dbCpu: sum.dbMs / requests,
      requests,
      delay,
      sequential,
    });
  }
  return figures;
}

/**
 * The bare handler must answer what the app answers (the same work, or the ratio means nothing): the same bodies,
 * byte for byte, for a sample of the mix, an empty answer among them when the mix has one.
 */
async function checkSameAnswers(servers, mix) {
  const query = (entry) => {
    const params = new URLSearchParams();
    if (entry.words.length) params.set('search', entry.words.join(' '));
    for (const key of entry.expertise) params.append('expertise', key);
    params.set('page', String(entry.page));
    return `/api/consultants?${params}`;
  };
  const sample = mix.filter((_, i) => i % Math.max(1, Math.floor(mix.length / 8)) === 0).slice(0, 8);
  for (const entry of sample) {
    const [appBody, bareBody] = await Promise.all(servers.map(async ({ port, label }) => {
      const response = await fetch(`http://127.0.0.1:${port}${query(entry)}`);
      if (response.status !== 200) throw new Error(`${label} answered ${response.status} to ${query(entry)}`);
      return response.text();
    }));
    if (appBody !== bareBody) throw new Error(`the bare handler's answer to ${query(entry)} differs from the app's: the ratio would compare different work`);
  }
  console.log(`app and bare handler: the same bodies for ${sample.length} sampled requests`);
}

/** A full garbage collection, for the index's memory figure. */
function collectGarbage() {
  require('node:v8').setFlagsFromString('--expose-gc');
  require('node:vm').runInNewContext('gc')();
}

/**
 * The app's in-process index over the seeded rows (built here, in the benchmark's process): its build time and
 * memory at this many consultants, and one search's time over the mix.
 */
function buildIndex(rows) {
  const { DirectoryIndex } = require(`${DIST}/modules/consultants/domain/directory-index`);
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = process.hrtime.bigint();
  const index = new DirectoryIndex();
  index.replaceAll(
    rows.map((r) => ({ id: r.id, approved: r.isApproved, featured: r.isFeatured, availableNow: r.availableNow, availability: r.availability, confirmedAtMs: r.confirmedAt.getTime(), expertiseMask: r.expertiseMask, document: r.searchDocument })),
  );
  const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
  console.log(`in-process index: ${index.size.toLocaleString('en-GB')} consultants built in ${buildMs.toFixed(0)} ms, ${heapMb.toFixed(1)} MB of heap (the seeded rows' own strings excluded)`);
  return index;
}

/**
 * Rows matched by every distinct search of the mix: the benchmark must time real work, not empty pages. Each count
 * comes from the engine's full-text index and, the same search, from the app's in-process index: they must agree.
 */
async function checkMixMatches(engine, mix, expertiseMask, index) {
  const counts = [];
  const times = [];
  const disagree = [];
  const seen = new Set();
  for (const entry of mix) {
    const key = `${entry.words.join(' ')}|${entry.expertise.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const mask = expertiseMask(entry.expertise);
    const c = countQuery(engine.name, entry.words, mask);
    const total = Number((await engine.query(c.sql, c.params))[0].total);
    counts.push(total);
    // CPU time (getrusage), not wall time: on a busy machine the wall clock also counts time spent descheduled.
    const cpuBefore = process.cpuUsage();
    const found = index.search({ words: entry.words, expertiseMask: mask, freshSinceMs: 0 }, (entry.page - 1) * 24, 24);
    const cpu = process.cpuUsage(cpuBefore);
    times.push((cpu.user + cpu.system) / 1000);
    if (found.total !== total) disagree.push(`"${key}": full-text ${total}, index ${found.total}`);
  }
  counts.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const empty = counts.filter((n) => n === 0).length;
  console.log(
    `searched mix: ${mix.length.toLocaleString('en-GB')} requests, ${counts.length.toLocaleString('en-GB')} distinct searches; rows matched p10 ${percentile(counts, 10)}, median ${percentile(counts, 50)}, p90 ${percentile(counts, 90)}; ${empty} match nothing`,
  );
  console.log(
    `in-process index, CPU of one search (page and total; one synchronous run, so the event loop is held this long) over the mix: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times[times.length - 1])}`,
  );
  if (empty > counts.length / 2) throw new Error(`most searches of the mix match nothing (${empty} of ${counts.length}): the search index is broken or the vocabulary is wrong`);
  if (disagree.length) throw new Error(`the in-process index and the engine's full-text index disagree on ${disagree.length} searches, e.g. ${disagree.slice(0, 3).join('; ')}`);
}

async function benchEngine(engine, options) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-data-'));
  const appPort = options.port;
  const barePort = options.port + 1;
  const keys = require(`${DIST}/contracts`).EXPERTISE_KEYS;
  const { expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  let app;
  let bare;
  try {
    console.log(`\n=== ${engine.name}: ${options.count.toLocaleString('en-GB')} consultants (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs) ===`);
    await engine.reset();
    app = await startApp(engine, appPort, dataDir); // runs the migrations
    await stop(app);
    await engine.open();
    const started = Date.now();
    const rows = seedRows(options.count);
    await engine.seed(rows);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const index = buildIndex(rows);

    const loads = [
      ['searched', searchedMix(keys, options.searches)],
      ['unsearched', unsearchedMix(keys)],
    ];
    await checkMixMatches(engine, loads[0][1], expertiseMask, index);

    const figures = [];
    for (const [label, mix] of loads) {
      app = await startApp(engine, appPort, dataDir);
      bare = await startBare(engine, barePort);
      const servers = [
        { label: 'app (Nest, dist/)', child: app, port: appPort },
        { label: 'bare node:http + driver', child: bare, port: barePort },
      ];
      await checkSameAnswers(servers, mix);
      for (const figure of await alternatingLoads(engine, servers, mix, options)) figures.push({ label, ...figure });
      await stop(app);
      await stop(bare);
      app = undefined;
      bare = undefined;
    }

    const dbLabel = engine.serverPid() ? 'db' : 'db (in-process)';
    for (const f of figures) {
      const r = f.result;
      console.log(
        `${f.label.padEnd(10)} ${f.server.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   CPU/request: node ${ms(f.nodeCpu)}, ${dbLabel} ${ms(f.dbCpu)}, total ${ms(f.nodeCpu + f.dbCpu)}   non-2xx ${r.non2xx}   errors ${r.errors}`,
      );
    }
    for (const [label] of loads) {
      const [appFigure, bareFigure] = figures.filter((f) => f.label === label);
      console.log(`${label}: ratio app/bare ${(appFigure.result.requests.average / bareFigure.result.requests.average).toFixed(2)} (target >= 0.8)`);
      const { delay, sequential } = appFigure;
      console.log(
        `${label}: app event-loop delay under load p50 ${ms(delay.p50)}, p99 ${ms(delay.p99)}, max ${ms(delay.max)}; one request at a time p99 ${ms(sequential.p99)}, max ${ms(sequential.max)}${engine.name === 'sqlite' ? ` (target: a search blocks it <= 10 ms)` : ''}; app RSS ${delay.rssMb} MB`,
      );
    }

    const sample = loads[0][1].find((entry) => entry.expertise.length > 0) ?? loads[0][1][0];
    const mask = expertiseMask(sample.expertise);
    const newest = (await engine.query(engine.name === 'mysql' ? "SELECT DATE_FORMAT(MAX(directoryChangedAt), '%Y-%m-%d %H:%i:%s.%f') AS newest FROM consultants" : 'SELECT MAX(directoryChangedAt) AS newest FROM consultants', []))[0].newest;
    const pickedIds = index.search({ words: sample.words, expertiseMask: mask, freshSinceMs: 0 }, 0, 24).ids;
    const idsPlaceholders = pickedIds.map(() => '?').join(', ');
    const shapes = [
      // Issue 22: what a default-order request runs now (the index's look for changes, then the page by id) ...
      ['index look for changes, nothing changed (every default-order request)', { sql: `SELECT ${LOOK_COLUMNS} FROM consultants c WHERE c.directoryChangedAt > ?`, params: [newest] }, null],
      ['page of 24 by id (every default-order request)', { sql: `SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId ${RATING_JOIN} WHERE c.id IN (${idsPlaceholders}) AND c.isApproved = 1`, params: pickedIds }, null],
      // ... and what ran before it, still there for ?sort=rating:
      ['unsearched page 1', pageQuery(engine.name, [], 0, 0, 24), countQuery(engine.name, [], 0)],
      ['unsearched page 100', pageQuery(engine.name, [], 0, 99 * 24, 24), countQuery(engine.name, [], 0)],
      ['filtered page 3', pageQuery(engine.name, [], mask, 48, 24), countQuery(engine.name, [], mask)],
      ['search page 1 with its window count', pageQuery(engine.name, sample.words, 0, 0, 24, true), countQuery(engine.name, sample.words, 0), true],
      ['search+filter page 2 with its window count', pageQuery(engine.name, sample.words, mask, 24, 24, true), countQuery(engine.name, sample.words, mask), true],
      ['count unsearched (the app reuses it for 10 s)', countQuery(engine.name, [], 0), countQuery(engine.name, [], 0)],
      ['count filtered (the app reuses it for 10 s)', countQuery(engine.name, [], mask), countQuery(engine.name, [], mask)],
      ['count search+filter (only past the last page)', countQuery(engine.name, sample.words, mask), countQuery(engine.name, sample.words, mask), true],
    ];
    console.log(`\nquery shapes (search "${sample.words.join(' ')}", expertise ${sample.expertise.join(',')}; 200 sequential runs each):`);
    const empty = [];
    for (const [label, query, count, searched] of shapes) {
      const matched = count ? Number((await engine.query(count.sql, count.params))[0].total) : (await engine.query(query.sql, query.params)).length;
      if (searched && matched === 0) empty.push(label);
      const plan = await engine.explain(query.sql, query.params);
      const timing = await timeShape(engine, query);
      const verdict = timing.p95 <= 5 && !plan.fullScan ? 'ok' : 'OVER TARGET';
      console.log(`- ${label}: ${matched.toLocaleString('en-GB')} rows ${count ? 'matched' : 'read'}, p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}${plan.fullScan ? ', FULL SCAN' : ''} [${verdict}]`);
      for (const line of plan.lines) console.log(`    ${line}`);
    }
    if (empty.length) throw new Error(`searched shapes matched nothing (${empty.join('; ')}): their timings measure an empty page`);
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
    searches: Number(process.env.BENCH_SEARCHES || 2000),
    slices: Number(process.env.BENCH_SLICES || 5),
    port: Number(process.env.BENCH_PORT || 3900),
  };
  const engines = (process.env.BENCH_ENGINES || 'mysql,sqlite').split(',').map((name) => name.trim());
  for (const name of engines) await benchEngine(name === 'sqlite' ? sqliteEngine() : mysqlEngine(), options);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`bench-directory: ${error.stack || error.message}`);
    process.exit(1);
  });
}

module.exports = { countQuery, mysqlEngine, pageQuery, searchedMix, seedRows, sqliteEngine };
