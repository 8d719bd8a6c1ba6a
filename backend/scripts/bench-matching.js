#!/usr/bin/env node
// `npm run bench:matching` (issue 17, a benchmark, not a test): seeds 100,000 consultants, 50,000 completed
// projects (plus projects in progress and an answer history) into a throw-away MariaDB/MySQL schema and a SQLite
// file, boots the built app's modules (dist/, an application context: the app's own migrations, services and
// SQL) against each, and times the candidates call (MatchCandidatesService.forNeed, what
// GET /api/admin/needs/{id}/candidates runs after the session lookup) for 20 needs of different shapes. It
// prints p50/p95 over all calls and per need, the statements per call and the EXPLAIN of each statement, and
// fails loudly when a need yields no candidate (a benchmark that matches nothing measures nothing) or when a
// target is missed: p95 ≤ 100 ms on MariaDB, ≤ 4 statements with the session lookup, no full scan.
// Needs `npm run build -w backend` first.
//
// Environment: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306), BENCH_SCHEMA (bench_matching, created and
// dropped), BENCH_ENGINES (mysql,sqlite), BENCH_CONSULTANTS (100000), BENCH_PROJECTS (50000), BENCH_RUNS (20 timed
// calls per need). Latency is wall time on a shared machine: say what else was running when reporting.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { benchAppEnv, percentile, random } = require('./bench-support');

const DIST = path.resolve(__dirname, '../dist');
const SCHEMA = process.env.BENCH_SCHEMA || 'bench_matching';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const TARGET_P95_MS = 100;
/** The candidates call's own statements plus the HTTP session lookup (issue 17: at most 4). */
const SESSION_STATEMENTS = 1;
const TARGET_STATEMENTS = 4;

const FIRST = 'Ada Ben Cara Dev Ella Finn Grace Hari Iris Jon Kemi Liam Maya Nia Omar Priya Quinn Rosa Sam Tara'.split(' ');
const LAST = 'Okoro Patel Singh Moss Hale Khan Jones Smith Evans Brown Taylor Wilson Davies Clarke Wright Green'.split(' ');
const CAUSES = ['Poverty relief', 'Health', 'Education', 'Environment', 'Arts and culture', 'Animal welfare', 'Housing', 'Youth'];
const REVENUES = [250_000, 800_000, 3_000_000, 9_000_000, 25_000_000];
const utc = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** Inserts rows in multi-row statements (both engines take `(?, …), (?, …)`), inside the caller's transaction. */
async function insertMany(manager, table, columns, rows, batch = 1000) {
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const marks = slice.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await manager.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${marks}`, slice.flat());
  }
}

/** Deterministic data: consultants with 1–3 areas (finance and strategy common, legal and hr rare). */
async function seed(dataSource, options) {
  const { EXPERTISE_KEYS } = require(`${DIST}/contracts`);
  const { buildSearchDocument, expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  const next = random(20261126);
  const pick = (list) => list[Math.floor(next() * list.length)];
  // Skewed: some areas are offered by many, some by few (the rare ones are the pool query's hard case).
  const weighted = ['finance', 'finance', 'finance', 'strategy', 'strategy', 'strategy', 'fundraising', 'fundraising', 'marketing', 'marketing', 'operations', 'technology', 'governance', 'other', 'legal', 'hr'];
  const now = Date.now();
  const users = [];
  const consultants = [];
  for (let i = 1; i <= options.consultants; i += 1) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const expertise = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(weighted)))].filter((key) => EXPERTISE_KEYS.includes(key));
    const availability = next() < 0.8;
    const confirmedAt = new Date(now - Math.floor(next() * 60 * DAY));
    users.push([i, `bench${i}`, 'x', `bench${i}@bench.example`, `bench${i}@bench.example`, 'consultant', 1, name, null, utc(confirmedAt)]);
    consultants.push([
      i, i, JSON.stringify(expertise), 1 + (i % 25), availability ? 1 : 0, next() < 0.9 ? 1 : 0, 0, 'Helps charities.', utc(confirmedAt),
      buildSearchDocument({ name, organisation: null, bio: null, profileSummary: 'Helps charities.', specialisations: null, previousExperience: null, expertise }),
      expertiseMask(expertise), availability && confirmedAt.getTime() >= now - 30 * DAY ? 1 : 0,
    ]);
  }
  const charityCount = 2000;
  const charityUsers = [];
  const charities = [];
  for (let i = 1; i <= charityCount; i += 1) {
    const userId = options.consultants + i;
    charityUsers.push([userId, `charity${i}`, 'x', `charity${i}@bench.example`, `charity${i}@bench.example`, 'charity', 0, 'Pat Jones', `Charity ${i}`, utc(new Date(now - 400 * DAY))]);
    charities.push([i, userId, pick(REVENUES), 10, 1990, pick(CAUSES)]);
  }
  const projects = [];
  const addProject = (status, consultantId) => {
    const id = projects.length + 1;
    projects.push([id, `Project ${id}`, 'Bench project', 1 + Math.floor(next() * charityCount), consultantId, JSON.stringify([pick(EXPERTISE_KEYS)]), status, utc(new Date(now - Math.floor(next() * 700 * DAY)))]);
  };
  // A quarter of the consultants have a track record; their completed projects come in runs of one to four.
  while (projects.length < options.projects) {
    const consultantId = 1 + Math.floor(next() * options.consultants);
    const run = 1 + Math.floor(next() * 4);
    for (let k = 0; k < run && projects.length < options.projects; k += 1) addProject('completed', consultantId);
  }
  for (let k = 0; k < options.projects / 10; k += 1) addProject('in_progress', 1 + Math.floor(next() * options.consultants));
  // Answer history: requests answered fast or slowly, declined, or left to expire.
  const answers = [];
  for (let k = 1; k <= options.projects / 2; k += 1) {
    const state = pick(['accepted', 'accepted', 'declined', 'expired']);
    const chosenAt = new Date(now - Math.floor(next() * 300 * DAY));
    const answeredAt = state === 'expired' ? null : new Date(chosenAt.getTime() + Math.floor(next() * 47 * HOUR));
    answers.push([k, 100_000 + k, 100_000 + k, 1 + Math.floor(next() * options.consultants), 0, '[]', state, utc(chosenAt), answeredAt ? utc(answeredAt) : null, utc(chosenAt)]);
  }

  await dataSource.transaction(async (manager) => {
    const userColumns = ['id', 'username', 'password', 'email', 'emailNormalized', 'role', 'isConsultant', 'name', 'organisation', 'createdAt'];
    await insertMany(manager, 'users', userColumns, users);
    await insertMany(manager, 'users', userColumns, charityUsers);
    await insertMany(manager, 'consultants', ['id', 'userId', 'expertise', 'yearsExperience', 'availability', 'isApproved', 'isFeatured', 'profileSummary', 'availabilityConfirmedAt', 'searchDocument', 'expertiseMask', 'availableNow'], consultants, 500);
    await insertMany(manager, 'charities', ['id', 'userId', 'revenue', 'employeeCount', 'foundingYear', 'primaryCause'], charities);
    await insertMany(manager, 'projects', ['id', 'title', 'description', 'charityId', 'consultantId', 'expertiseRequired', 'status', 'createdAt'], projects);
    await insertMany(manager, 'match_requests', ['id', 'needId', 'shortlistId', 'consultantId', 'position', 'reasons', 'state', 'chosenAt', 'answeredAt', 'createdAt'], answers);
  });
  return { charityCount, projects: projects.length, answers: answers.length };
}

/** Twenty needs of different shapes: one common or rare area, two or three areas, none, with or without band, cause and a named consultant. */
function needShapes() {
  const shapes = [
    [['finance'], 'small', 'Health', null],
    [['strategy'], 'medium', null, null],
    [['legal'], 'large', 'Education', null],
    [['hr'], null, null, null],
    [['governance'], 'small', 'Poverty relief', 42],
    [['technology'], 'medium', 'Environment', null],
    [['other'], null, 'Youth', null],
    [['finance', 'strategy'], 'small', 'Housing', null],
    [['legal', 'hr'], 'large', null, 777],
    [['marketing', 'fundraising'], 'medium', 'Arts and culture', null],
    [['operations', 'technology'], null, null, null],
    [['governance', 'legal'], 'small', 'Health', 12345],
    [['finance', 'fundraising', 'strategy'], 'large', 'Education', null],
    [['hr', 'legal', 'other'], 'small', null, null],
    [['marketing', 'technology', 'operations'], 'medium', 'Youth', 99999],
    [[], null, null, null],
    [[], 'small', 'Health', 5],
    [['fundraising'], 'small', 'Animal welfare', null],
    [['governance', 'strategy'], 'medium', 'Poverty relief', null],
    [['finance', 'legal'], null, 'Environment', 50000],
  ];
  return shapes.map(([expertise, sizeBand, cause, named], index) => ({ index: index + 1, expertise, sizeBand, cause, named }));
}

async function insertNeeds(dataSource) {
  const { expertiseMask } = require(`${DIST}/modules/consultants/domain/directory-search`);
  const now = utc(new Date());
  const rows = needShapes().map((need) => [
    need.index, 'project', need.index, need.index, JSON.stringify(need.expertise), expertiseMask(need.expertise), need.sizeBand, need.cause, need.named, 'Bench need', 'open', now, now, `Charity ${need.index}`,
  ]);
  await insertMany(dataSource.manager, 'needs', ['id', 'kind', 'sourceId', 'charityId', 'expertise', 'expertiseMask', 'sizeBand', 'cause', 'namedConsultantId', 'description', 'state', 'stateChangedAt', 'createdAt', 'organisation'], rows);
}

const ms = (value) => `${value.toFixed(1)} ms`;
const REAL_TABLES = /^(c|u|p|ch|consultants|users|projects|charities|needs|match_requests)$/;

async function explain(engine, dataSource, sql, params) {
  if (engine === 'mysql') {
    const rows = await dataSource.query(`EXPLAIN ${sql}`, params);
    const lines = rows.map((r) => `${r.id} ${r.select_type} ${r.table} type=${r.type} key=${r.key ?? '-'} rows=${r.rows} ${r.Extra ?? ''}`.trim());
    return { lines, fullScan: rows.some((r) => r.type === 'ALL' && REAL_TABLES.test(String(r.table))) };
  }
  const rows = await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params);
  const lines = rows.map((r) => r.detail);
  // "SCAN c" without an index reads the whole table; "SCAN … USING (COVERING) INDEX" walks an index.
  return { lines, fullScan: lines.some((line) => /^SCAN (c|u|p|ch|consultants|users|projects|charities|needs|match_requests)\b(?!.*INDEX)/.test(line)) };
}

/** One engine, in its own process (the app's configuration is read once per process). */
async function runEngine(engine, options) {
  let databaseUrl;
  let cleanup;
  if (engine === 'mysql') {
    const { throwAwaySchema } = require('./bench-schema');
    const schema = await throwAwaySchema(SCHEMA);
    databaseUrl = schema.url;
    cleanup = schema.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-matching-'));
    databaseUrl = `sqlite:${path.join(dir, 'bench.sqlite')}`;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-data-'));
  // An application context listens on no port; the address only fills APP_BASE_URL.
  Object.assign(process.env, benchAppEnv(databaseUrl, dataDir, 3999));
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { DataSource } = require('typeorm');
  const { AppModule } = require(`${DIST}/app.module`);
  const { MatchCandidatesService } = require(`${DIST}/modules/matching/application/match-candidates.service`);
  let app;
  try {
    console.log(`\n=== ${engine}: ${options.consultants.toLocaleString('en-GB')} consultants, ${options.projects.toLocaleString('en-GB')} completed projects (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs) ===`);
    app = await NestFactory.createApplicationContext(AppModule, { logger: ['error'] }); // runs the migrations
    const dataSource = app.get(DataSource);
    const started = Date.now();
    const seeded = await seed(dataSource, options);
    await insertNeeds(dataSource);
    await dataSource.query(engine === 'mysql' ? 'ANALYZE TABLE consultants, users, projects, charities, match_requests, needs' : 'ANALYZE');
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.charityCount.toLocaleString('en-GB')} charities, ${seeded.projects.toLocaleString('en-GB')} projects (completed and in progress), ${seeded.answers.toLocaleString('en-GB')} answered or expired match requests`);

    const service = app.get(MatchCandidatesService);
    const logger = dataSource.logger;
    const original = logger.logQuery.bind(logger);
    let seen = [];
    logger.logQuery = (query, parameters, runner) => {
      seen.push({ query, parameters: parameters ?? [] });
      return original(query, parameters, runner);
    };

    const all = [];
    const failures = [];
    const plans = new Map();
    for (const need of needShapes()) {
      seen = [];
      const result = await service.forNeed(need.index);
      const statements = [...seen];
      if (result.data.length === 0) failures.push(`need ${need.index} (${need.expertise.join('+') || 'no expertise'}) yields no candidate`);
      if (statements.length + SESSION_STATEMENTS > TARGET_STATEMENTS) failures.push(`need ${need.index}: ${statements.length} statements + the session lookup > ${TARGET_STATEMENTS}`);
      const times = [];
      for (let run = 0; run < options.runs; run += 1) {
        const start = process.hrtime.bigint();
        await service.forNeed(need.index);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      const shape = `${need.expertise.join('+') || 'any expertise'}, band ${need.sizeBand ?? '-'}, cause ${need.cause ?? '-'}${need.named ? `, named ${need.named}` : ''}`;
      console.log(
        `need ${String(need.index).padStart(2)} (${shape}): ${result.data.length} ranked, ${result.excluded.length} listed apart, top score ${result.data[0]?.score ?? '-'}; ${statements.length} statements (+${SESSION_STATEMENTS} session = ${statements.length + SESSION_STATEMENTS}); p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
      );
      // The EXPLAIN of each statement, for the first need of each pool shape (with or without an expertise mask).
      const planKey = `${need.expertise.length === 0}|${!!need.named}`;
      if (!plans.has(planKey)) plans.set(planKey, { need: need.index, statements });
    }
    logger.logQuery = original;
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(`\ncandidates call over ${all.length} timed calls (${options.runs} per need): p50 ${ms(percentile(all, 50))}, p95 ${ms(p95)}${engine === 'mysql' ? ` (target ≤ ${TARGET_P95_MS} ms)` : ''}`);

    let fullScans = 0;
    for (const { need, statements } of plans.values()) {
      console.log(`\nEXPLAIN, need ${need}:`);
      for (const [index, statement] of statements.entries()) {
        const plan = await explain(engine, dataSource, statement.query, statement.parameters);
        if (plan.fullScan) fullScans += 1;
        console.log(`  statement ${index + 1}: ${statement.query.replace(/\s+/g, ' ').slice(0, 140)}…${plan.fullScan ? '  FULL SCAN' : ''}`);
        for (const line of plan.lines) console.log(`    ${line}`);
      }
    }
    if (fullScans) failures.push(`${fullScans} statement(s) scan a whole table`);
    if (engine === 'mysql' && p95 > TARGET_P95_MS) failures.push(`p95 ${ms(p95)} > ${TARGET_P95_MS} ms`);
    if (failures.length) throw new Error(`${engine}: ${failures.join('; ')}`);
    console.log(`${engine}: every need has candidates, ≤ ${TARGET_STATEMENTS} statements a call, no full scan${engine === 'mysql' ? `, p95 within ${TARGET_P95_MS} ms` : ''}`);
  } finally {
    await app?.close();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const options = {
    consultants: Number(process.env.BENCH_CONSULTANTS || 100_000),
    projects: Number(process.env.BENCH_PROJECTS || 50_000),
    runs: Number(process.env.BENCH_RUNS || 20),
  };
  if (process.argv[2] === '--engine') return runEngine(process.argv[3], options);
  if (!fs.existsSync(path.join(DIST, 'app.module.js'))) throw new Error('build first: npm run build -w backend');
  const engines = (process.env.BENCH_ENGINES || 'mysql,sqlite').split(',').map((name) => name.trim());
  // Every engine runs even when one misses a target; the command fails at the end if any did.
  const failed = [];
  for (const engine of engines) {
    const code = await new Promise((resolve) => spawn(process.execPath, [__filename, '--engine', engine], { stdio: 'inherit' }).once('exit', resolve));
    if (code !== 0) failed.push(`${engine} (exit ${code})`);
  }
  if (failed.length) throw new Error(`failed or missed a target: ${failed.join(', ')}`);
}

main().catch((error) => {
  console.error(`bench-matching: ${error.stack || error.message}`);
  process.exit(1);
});
