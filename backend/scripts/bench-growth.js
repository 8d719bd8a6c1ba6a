#!/usr/bin/env node
// `npm run bench:growth` (issue 22 "No growth cliffs", a benchmark, not a test): the built app (dist/) on a
// throw-away MariaDB/MySQL schema (BENCH_MYSQL_URL), grown step by step to 1k, 10k, 100k and 1M rows
// (BENCH_GROWTH_SCALES), and at each step:
//   - a project's messages page of 200 and its mark-read UPDATE: EXPLAIN (the index each table is read by) and
//     median ms of the statement the app runs (10,000 messages in the project, the rest of the table elsewhere);
//   - admin list pages of the lists that grow with traffic: the audit log (the scale's rows), the form submissions
//     and the mail outbox (a tenth of it each): by page number at the top, at the deepest page a number may reach
//     (PAGE_NUMBER_MAX_DEPTH rows from the nearer end, or the middle of a shorter list) and at the end, the middle
//     by number (the status: 400 once it is deeper than the limit), and by cursor (the page after the top, after
//     the deepest page by number, before the end): median ms per request and the database server's CPU ms per request (/proc);
//     and the SQL of the audit log's middle page by offset, its deepest page by number and its middle by keyset,
//     run directly: median ms and the plan (the same statements the app builds, written out here); the mail
//     outbox's count of one status (counted on its index on every request);
//   - the admin lists over member-made tables (consultants, applications, credentials, charities) and the
//     introduction requests, grown to a tenth of the scale: depthFigures (the middle page by number or its 400, the
//     deepest page by number, the last, the page after the deepest by cursor);
//   - the admin lists that traffic feeds, grown to the scale's rows (introduction requests, needs, membership
//     requests, the mail outbox; trafficListFigures): middle and last page by number, by cursor past the depth limit,
//     and the capped status counts run directly (BENCH_GROWTH_TRAFFIC=0 leaves them out);
//   - the same member lists grown to the scale itself, at most 100,000 (charities, consultants, one project per charity,
//     a review per completed project, availability confirmed 0–89 days ago, terms acceptances), each sort
//     the screen offers: depthFigures, ms per request / DB CPU ms per request; and the
//     charities' middle page SQL run directly, before and after ids first (BENCH_GROWTH_MEMBER_SORTS=0 skips it);
//   - the audit log's CSV export: rows, ms to the first byte and to the last, the server's RSS growth;
//   - a charity's GET /api/projects, GET /api/health and a signed-in GET /api/auth/user: the app's CPU ms per request.
// The database's CPU is the whole server's (other schemas on it count too): run it on a quiet machine.
// BENCH_GROWTH_SCHEMA names the throw-away schema (default cb_bench_growth), BENCH_PORT the app's port.
'use strict';

const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const mysql = require('mysql2/promise');

const { cpuMs, pidOf, waitForHealth } = require('./bench-support');
const { throwAwaySchema } = require('./bench-schema');

const DIST = path.resolve(__dirname, '../dist');
const PORT = Number(process.env.BENCH_PORT || 3174);
const BASE = `http://127.0.0.1:${PORT}`;
const SCALES = (process.env.BENCH_GROWTH_SCALES || '1000,10000,100000,1000000').split(',').map(Number);
const PROJECT_MESSAGES = 10_000;
const ADMIN = { username: 'growthadmin', email: 'growth-admin@example.org', password: 'Growth-Passw0rd!' };
const CHARITY = 'riverside.foodbank';
const PAGE_SIZE = 50;
/** contracts' PAGE_NUMBER_MAX_DEPTH: how far from the nearer end a page may be asked for by number. */
const MAX_DEPTH = 10_000;
/**
 * The member lists grow with the scale up to this many charities and consultants (BENCH_GROWTH_MEMBER_MAX): the
 * issue's largest scale is a tenth of the audit log's 1,000,000 rows, and a million member accounts of each kind
 * would take most of the run to insert.
 */
const MEMBER_SCALE_MAX = Number(process.env.BENCH_GROWTH_MEMBER_MAX || 100_000);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 2) => Number(value.toFixed(digits));

function env(url) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: url,
    APP_BASE_URL: BASE,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123456789',
    CREDENTIALS_KEY: '2'.repeat(64),
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    LOG_LEVEL: 'warn',
    FORM_RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT: '100000000',
    JOBS_ENABLED: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

async function signIn(username, password) {
  const res = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** Grows a table to `rows` rows with one INSERT … SELECT over MariaDB's sequence engine (ids keep increasing). */
async function growTo(db, table, rows, columns, select) {
  const [[{ n }]] = await db.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
  const missing = rows - Number(n);
  for (let done = 0; done < missing; done += 100_000) {
    const batch = Math.min(100_000, missing - done);
    // `seq` numbers the rows across batches and calls (the rows already there + 1 onwards), so values built from it
    // (a need's sourceId, an e-mail) stay unique past the first batch of 100,000.
    await db.query(`INSERT INTO \`${table}\` (${columns}) SELECT ${select} FROM (SELECT seq + ${Number(n) + done} AS seq FROM seq_1_to_${batch}) numbered`);
  }
}

async function timed(run, times = 11) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return round(median(ms));
}

const explainKeys = (rows) => rows.map((row) => `${row.table}:${row.key ?? 'SCAN'}(${row.rows})`).join(' ');

async function messagesFigures(db, projectId, readerId) {
  const page = `SELECT m.id, m.content, m.createdAt, u.username FROM (SELECT id FROM messages WHERE projectId = ? ORDER BY createdAt DESC, id DESC LIMIT 200) page
    INNER JOIN messages m ON m.id = page.id INNER JOIN users u ON u.id = m.senderId ORDER BY m.createdAt DESC, m.id DESC`;
  const markRead = 'UPDATE messages SET isRead = 1 WHERE projectId = ? AND senderId <> ? AND isRead = 0';
  const [pagePlan] = await db.query(`EXPLAIN ${page}`, [projectId]);
  const [markPlan] = await db.query(`EXPLAIN ${markRead}`, [projectId, readerId]);
  const pageMs = await timed(() => db.query(page, [projectId]));
  // Each try marks the 200 newest unread again first, inside a transaction that is rolled back.
  const markTimes = [];
  for (let i = 0; i < 11; i++) {
    await db.query('BEGIN');
    await db.query('UPDATE messages SET isRead = 0 WHERE projectId = ? ORDER BY createdAt DESC LIMIT 200', [projectId]);
    const started = process.hrtime.bigint();
    await db.query(markRead, [projectId, readerId]);
    markTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
    await db.query('ROLLBACK');
  }
  const markMs = round(median(markTimes));
  return { pageMs, pagePlan: explainKeys(pagePlan), markMs, markPlan: explainKeys(markPlan) };
}

/** Median ms per request and the database server's CPU ms per request over `times` requests. */
async function perRequest(pid, url, cookie, times = 7) {
  const before = pid ? cpuMs(pid) : 0;
  let status = 0;
  const ms = await timed(async () => {
    const res = await fetch(url, { headers: { cookie } });
    status = res.status;
    await res.arrayBuffer();
  }, times);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  return { ms, cpu: pid ? round((cpuMs(pid) - before) / times) : null };
}

/** The status a list page answers (a page by number deeper than the limit is a 400). */
async function statusOf(url, cookie) {
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The deepest page a number reaches from the top: PAGE_NUMBER_MAX_DEPTH rows in, or the middle of a list shorter
 * than twice that (a page before the last, so it has a next page by cursor).
 */
const deepestByNumber = (rows) => Math.floor(Math.min(MAX_DEPTH, (rows - 1) / 2) / PAGE_SIZE) + 1;

/** GET a list page: its body (for the cursors) after checking the answer. */
async function getJson(url, cookie) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/**
 * The audit log's middle page as the app reads it, by offset (ids stepped over from the nearer end) and by
 * keyset (from the cursor's row), run directly: median ms of the statement and its plan.
 */
async function auditSql(db, scale) {
  const middle = Math.floor(scale / 2);
  const [[pivot]] = await db.query(`SELECT id, createdAt FROM audit_log ORDER BY createdAt DESC, id DESC LIMIT 1 OFFSET ${middle}`);
  const rowsOf = (ids) => `SELECT a.*, u.username FROM audit_log a LEFT JOIN users u ON u.id = a.actorUserId INNER JOIN (${ids}) page ON page.pageId = a.id ORDER BY a.createdAt DESC, a.id DESC`;
  const offset = rowsOf(`SELECT id AS pageId FROM audit_log ORDER BY createdAt DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${middle}`);
  const deepest = rowsOf(`SELECT id AS pageId FROM audit_log ORDER BY createdAt DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${(deepestByNumber(scale) - 1) * PAGE_SIZE}`);
  const keyset = rowsOf(`SELECT id AS pageId FROM audit_log WHERE createdAt <= ? AND (createdAt < ? OR (createdAt = ? AND id < ?)) ORDER BY createdAt DESC, id DESC LIMIT ${PAGE_SIZE + 1}`);
  const keysetArgs = [pivot.createdAt, pivot.createdAt, pivot.createdAt, pivot.id];
  const [offsetPlan] = await db.query(`EXPLAIN ${offset}`);
  const [keysetPlan] = await db.query(`EXPLAIN ${keyset}`, keysetArgs);
  return {
    offsetMs: await timed(() => db.query(offset), 5),
    deepestMs: await timed(() => db.query(deepest)),
    keysetMs: await timed(() => db.query(keyset, keysetArgs)),
    offsetPlan: explainKeys(offsetPlan),
    keysetPlan: explainKeys(keysetPlan),
  };
}

/**
 * The mail outbox (every mail is a row): the first page, the deepest page by number and the page after it by cursor
 * (ms per request / database CPU ms), and the count of one status run directly (counted on every request of it).
 */
async function mailFigures(db, dbPid, cookie, rows) {
  const url = (query) => `${BASE}/api/admin/mail-outbox?pageSize=${PAGE_SIZE}&${query}`;
  const top = await perRequest(dbPid, url('page=1'), cookie);
  const deepest = await perRequest(dbPid, url(`page=${deepestByNumber(rows)}`), cookie);
  const from = await getJson(url(`page=${deepestByNumber(rows)}`), cookie);
  const byCursor = await perRequest(dbPid, url(`cursor=${from.nextCursor}`), cookie);
  const sent = await perRequest(dbPid, url('status=sent'), cookie);
  const countSentSqlMs = await timed(() => db.query("SELECT COUNT(*) FROM mail_outbox WHERE status = 'sent'"));
  return {
    mailTopMs: top.ms,
    mailDeepestByNumberMs: deepest.ms,
    mailDeepestByNumberDbCpuMs: deepest.cpu,
    mailCursorAfterDeepestMs: byCursor.ms,
    mailCursorAfterDeepestDbCpuMs: byCursor.cpu,
    mailSentFirstPageMs: sent.ms,
    mailSentFirstPageDbCpuMs: sent.cpu,
    mailCountSentSqlMs: countSentSqlMs,
  };
}

/** Member-made rows up to `rows`: consultants (half approved) and charities, each with its user account. */
async function growMembers(db, rows) {
  for (const role of ['consultant', 'charity']) {
    const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM users WHERE role = ?', [role]);
    const [[{ base }]] = await db.query('SELECT COALESCE(MAX(id), 0) AS base FROM users');
    const missing = rows - Number(n);
    for (let done = 0; done < missing; done += 100_000) {
      const batch = Math.min(100_000, missing - done);
      await db.query(
        `INSERT INTO users (username, password, email, emailNormalized, name, role, createdAt)
         SELECT CONCAT('g', ?, '-', seq), 'x', CONCAT('g', ?, '-', seq, '@example.org'), CONCAT('g', ?, '-', seq, '@example.org'), CONCAT('Member ', seq), ?, NOW() - INTERVAL seq MINUTE FROM seq_1_to_${batch}`,
        [base + done, base + done, base + done, role],
      );
    }
  }
  await db.query(`INSERT INTO consultants (userId, expertise, isApproved) SELECT u.id, '["Finance"]', u.id % 2 FROM users u LEFT JOIN consultants c ON c.userId = u.id WHERE u.role = 'consultant' AND c.id IS NULL`);
  await db.query(`INSERT INTO charities (userId, foundingYear) SELECT u.id, 2000 FROM users u LEFT JOIN charities c ON c.userId = u.id WHERE u.role = 'charity' AND c.id IS NULL`);
  await growTo(db, 'introduction_requests', rows, 'charityName, contactName, email, projectDescription, expertiseNeeded, timeline, createdAt',
    "CONCAT('Charity ', seq), 'Sam Lee', CONCAT('i', seq, '@example.org'), 'Help', 'Finance', 'Soon', NOW() - INTERVAL seq SECOND");
  await db.query('ANALYZE TABLE users, consultants, charities, introduction_requests');
}

/** A timed page as the tables print it: ms per request / the database server's CPU ms per request. */
const shown = ({ ms, cpu }) => `${ms} / ${cpu}`;

/**
 * One admin list at depth (`url(query)` adds the page or cursor to the list's filter and sort): its rows (">n" when
 * the total is capped), the middle page by number (its status once it lies deeper than the depth limit), the deepest
 * page a number reaches, the last page (not offered when the total is capped), and the page after the deepest by
 * cursor (from the body's nextCursor, or X-Next-Cursor for the lists the spec answers as a bare array).
 */
async function depthFigures(dbPid, cookie, url) {
  const first = await fetch(url('page=1'), { headers: { cookie } });
  if (first.status !== 200) throw new Error(`${url('page=1')} answered ${first.status}`);
  const body = await first.json();
  const total = Number(first.headers.get('x-total-count') ?? body.total ?? body.totalCount);
  const capped = Boolean(body.totalCapped) || first.headers.get('x-total-capped') === 'true';
  const pageSize = Number(body.pageSize ?? first.headers.get('x-page-size') ?? PAGE_SIZE);
  const last = Math.max(1, Math.ceil(total / pageSize));
  const middlePage = Math.ceil(last / 2);
  const middleStatus = await statusOf(url(`page=${middlePage}`), cookie);
  const deepestPage = Math.min(deepestByNumber(total), middlePage);
  const deepestAnswer = await fetch(url(`page=${deepestPage}`), { headers: { cookie } });
  const deepestBody = await deepestAnswer.json();
  const next = (Array.isArray(deepestBody) ? null : deepestBody.nextCursor) ?? deepestAnswer.headers.get('x-next-cursor');
  return {
    rows: capped ? `>${total}` : total,
    middle: middleStatus === 200 ? shown(await perRequest(dbPid, url(`page=${middlePage}`), cookie, 5)) : `status ${middleStatus}`,
    deepestByNumber: shown(await perRequest(dbPid, url(`page=${deepestPage}`), cookie, 5)),
    last: capped ? 'capped' : shown(await perRequest(dbPid, url(`page=${last}`), cookie, 5)),
    afterDeepestByCursor: next ? shown(await perRequest(dbPid, url(`cursor=${encodeURIComponent(next)}`), cookie, 5)) : 'no cursor',
  };
}

/**
 * The admin lists over tables that grow with members (and the introduction requests, which a public form adds),
 * grown to a tenth of the scale: depthFigures of each.
 */
async function memberListFigures(db, dbPid, cookie) {
  const figures = {};
  const lists = [
    ['registeredConsultants', '/api/admin/registered-consultants'],
    ['consultantApplications', '/api/admin/consultant-applications'],
    ['credentials', '/api/admin/consultant-credentials'],
    ['charities', '/api/admin/charities'],
    ['introductionRequests', '/api/admin/introduction-requests'],
  ];
  for (const [name, path] of lists) {
    const list = await depthFigures(dbPid, cookie, (query) => `${BASE}${path}?pageSize=${PAGE_SIZE}&${query}`);
    for (const [figure, value] of Object.entries(list)) figures[`${name}:${figure}`] = value;
  }
  return figures;
}

/**
 * Issue 22, the other admin lists that traffic feeds, grown to the scale's rows (helper h22i): introduction
 * requests (two in three moved, so statusChangedAt is NULL in one in three; the sort key statusSortAt where the
 * schema has it), needs and membership requests (reviews are one per project side: 100,000 of them would need
 * 50,000 projects, left out), and the mail outbox. Each list: the middle page and the last page by number
 * (the status when refused, a 400 past the depth limit), by cursor after the deepest page by number where the list
 * hands out cursors; the introduction requests also sorted by statusChangedAt and filtered by status; and, run
 * directly, the mail outbox's count of one status capped at the depth limit (as cappedTotal counts it).
 */
async function growTrafficLists(db, rows) {
  const [sortKey] = await db.query("SHOW COLUMNS FROM introduction_requests LIKE 'statusSortAt'");
  const moved = "IF(seq % 3 = 0, NULL, NOW() - INTERVAL seq % 5000 MINUTE)";
  await growTo(db, 'introduction_requests', rows,
    `charityName, contactName, email, projectDescription, expertiseNeeded, timeline, status, statusChangedAt, createdAt${sortKey.length ? ', statusSortAt' : ''}`,
    `CONCAT('Charity ', seq), 'Sam Lee', CONCAT('i', seq, '@example.org'), 'Help', 'Finance', 'Soon', ELT(1 + seq % 3, 'pending', 'contacted', 'declined'), ${moved}, NOW() - INTERVAL seq SECOND` +
      (sortKey.length ? `, IFNULL(${moved}, '1970-01-01 00:00:00')` : ''));
  await db.query('SET FOREIGN_KEY_CHECKS = 0');
  const [[{ base }]] = await db.query('SELECT COALESCE(MAX(sourceId), 0) AS base FROM needs');
  await growTo(db, 'needs', rows, 'kind, sourceId, organisation, contactName, contactEmail, expertise, expertiseMask, description, state, stateChangedAt, createdAt',
    `'get_matched', ${Number(base)} + seq, CONCAT('Charity ', seq), 'Sam Lee', CONCAT('n', seq, '@example.org'), '["Finance"]', 1, 'Help', ELT(1 + seq % 4, 'open', 'shortlisted', 'assigned', 'withdrawn'), NOW() - INTERVAL seq SECOND, NOW() - INTERVAL seq SECOND`);
  // From the member charities growMembers made (the list joins each request's charity and user).
  const [[{ lo, hi }]] = await db.query('SELECT MIN(id) AS lo, MAX(id) AS hi FROM charities');
  // With the list's sort keys as the app writes them (membership-request.entity.ts: open first, the enums' positions).
  await growTo(db, 'membership_requests', rows, 'charityId, kind, status, openRank, statusRank, kindRank, createdAt',
    `${Number(lo)} + seq % ${Number(hi) - Number(lo) + 1}, 'renew', IF(seq % 50 = 0, 'pending', 'done'), IF(seq % 50 = 0, 1, 0), IF(seq % 50 = 0, 0, 1), 1, NOW() - INTERVAL seq SECOND`);
  await db.query('SET FOREIGN_KEY_CHECKS = 1');
  // The outbox to the scale's rows too (mailFigures reads a tenth of the scale: the previous scale's rows, unchanged).
  await growTo(db, 'mail_outbox', rows, 'template, toAddress, subject, textBody, status, attempts, nextAttemptAt, createdAt',
    "'welcome', CONCAT('m', seq, '@example.org'), 'Welcome', '', IF(seq % 100 = 0, 'failed', 'sent'), 1, NOW() - INTERVAL seq SECOND, NOW() - INTERVAL seq SECOND");
  await db.query('ANALYZE TABLE introduction_requests, needs, membership_requests, mail_outbox');
}

async function trafficListFigures(db, dbPid, cookie, rows) {
  await growTrafficLists(db, rows);
  const figures = {};
  const lists = [
    ['intro', '/api/admin/introduction-requests', ''],
    ['introByStatusChange', '/api/admin/introduction-requests', 'sort=statusChangedAt&order=desc&'],
    ['introPending', '/api/admin/introduction-requests', 'status=pending&'],
    ['needs', '/api/admin/needs', ''],
    // A fixed page size: no ?pageSize=.
    ['membership', '/api/admin/membership-requests', '', false],
    ['mailSent', '/api/admin/mail-outbox', 'status=sent&'],
  ];
  for (const [name, path, filter, sized = true] of lists) {
    const url = (query) => `${BASE}${path}?${filter}${sized ? `pageSize=${PAGE_SIZE}&` : ''}${query}`;
    const first = await fetch(url('page=1'), { headers: { cookie } });
    const body = await first.json();
    const total = Number(first.headers.get('x-total-count') ?? body.total ?? body.totalCount);
    const pageSize = Number(body.pageSize ?? PAGE_SIZE);
    const last = Math.max(1, Math.ceil(total / pageSize));
    figures[`${name}Rows`] = body.totalCapped ? `>${total}` : total;
    for (const [label, page] of [['Middle', Math.ceil(last / 2)], ['End', last]]) {
      const status = body.totalCapped && label === 'End' ? 0 : await statusOf(url(`page=${page}`), cookie);
      const timedPage = status === 200 ? await perRequest(dbPid, url(`page=${page}`), cookie, 5) : { ms: null, cpu: null };
      figures[`${name}${label}`] = status === 200 ? `${timedPage.ms} ms / ${timedPage.cpu} cpu` : status ? `status ${status}` : 'capped';
    }
    if ('nextCursor' in body) {
      const deepest = await getJson(url(`page=${deepestByNumber(Math.min(total, 2 * MAX_DEPTH + PAGE_SIZE * 2))}`), cookie);
      const byCursor = deepest.nextCursor ? await perRequest(dbPid, url(`cursor=${deepest.nextCursor}`), cookie, 5) : { ms: null, cpu: null };
      figures[`${name}CursorAfterDeepest`] = `${byCursor.ms} ms / ${byCursor.cpu} cpu`;
    }
  }
  figures.mailCountSentExactSqlMs = await timed(() => db.query("SELECT COUNT(*) FROM mail_outbox WHERE status = 'sent'"));
  figures.mailCountSentCappedSqlMs = await timed(() => db.query(`SELECT COUNT(*) FROM (SELECT 1 FROM mail_outbox WHERE status = 'sent' LIMIT ${MAX_DEPTH + 1}) capped`));
  figures.introCountPendingCappedSqlMs = await timed(() => db.query(`SELECT COUNT(*) FROM (SELECT 1 FROM introduction_requests WHERE status = 'pending' LIMIT ${MAX_DEPTH + 1}) capped`));
  figures.introCountPendingExactSqlMs = await timed(() => db.query("SELECT COUNT(*) FROM introduction_requests WHERE status = 'pending'"));
  return figures;
}

/** Each admin list over member-made tables with every sort its screen offers (contracts/admin-sort.ts). */
const MEMBER_LIST_SORTS = [
  ['charities', '/api/admin/charities', ['registeredAt', 'organisation', 'membershipTier', 'membershipExpiry', 'lastSignInAt']],
  ['registeredConsultants', '/api/admin/registered-consultants', ['createdAt', 'name', 'email', 'username', 'organisation', 'isApproved']],
  ['preListedConsultants', '/api/admin/pre-listed-consultants', ['name', 'email']],
  ['consultantApplications', '/api/admin/consultant-applications', ['createdAt', 'name', 'yearsExperience']],
  ['credentials', '/api/admin/consultant-credentials', [null]],
  ['signedTerms', '/api/admin/signed-terms', ['termsAcceptedAt', 'name', 'role', 'termsVersion']],
  ['projects', '/api/projects', ['createdAt', 'title', 'status']],
  ['reviews', '/api/admin/reviews', ['submittedAt', 'publishedAt', 'score']],
  ['staleAvailability', '/api/admin/stale-availability', ['availabilityConfirmedAt', 'name', 'reminderSentAt']],
];

/** The member-made tables grown to the scale itself (charities, consultants, one project per charity). */
async function growMembersToScale(db, scale) {
  await growMembers(db, scale);
  const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM projects');
  const missing = scale - Number(n);
  if (missing > 0) {
    await db.query(
      `INSERT INTO projects (title, description, charityId, expertiseRequired, status, statusRank, createdAt)
       SELECT CONCAT('Project ', c.id), 'Grown', c.id, '["Finance"]', ELT(1 + c.id % 5, 'pending', 'matching', 'in_progress', 'completed', 'cancelled'), c.id % 5, NOW() - INTERVAL c.id MINUTE
         FROM charities c LEFT JOIN projects p ON p.charityId = c.id WHERE p.id IS NULL LIMIT ${missing}`,
    );
  }
  // Availability confirmed 0–89 days ago, so about two in three approved consultants are stale (D15: 30 days).
  await db.query('UPDATE consultants SET availabilityConfirmedAt = NOW() - INTERVAL (id % 90) DAY WHERE availabilityConfirmedAt IS NULL');
  // One published charity-side review per completed project (the admin list joins its project, charity and consultant),
  // with the list's sort keys as the app writes them (review.repository.ts: published, score = rating × 3).
  const [[{ lo, hi }]] = await db.query('SELECT MIN(id) AS lo, MAX(id) AS hi FROM consultants');
  await db.query(
    `INSERT INTO reviews (projectId, side, authorUserId, charityId, consultantId, rating, text, anonymous, submittedAt, publishedAt, publishedSortAt, scoreSortKey, stateRank)
     SELECT p.id, 'charity', c.userId, p.charityId, ${Number(lo)} + p.id % ${Number(hi) - Number(lo) + 1}, 1 + p.id % 5, 'Grown', 0, p.createdAt, p.createdAt, p.createdAt, 3 * (1 + p.id % 5), 1
       FROM projects p INNER JOIN charities c ON c.id = p.charityId LEFT JOIN reviews r ON r.projectId = p.id AND r.side = 'charity'
      WHERE p.status = 'completed' AND r.id IS NULL`,
  );
  // One acceptance per account at most, of accounts that exist (the signed-terms list joins each to its account), versions in turn.
  const [[{ accepted }]] = await db.query('SELECT COUNT(*) AS accepted FROM terms_acceptance');
  if (scale > Number(accepted)) {
    await db.query(
      `INSERT INTO terms_acceptance (userId, termsVersion, acceptedAt)
       SELECT u.id, ELT(1 + u.id % 3, '1.0', '1.1', '2.0'), NOW() - INTERVAL u.id MINUTE
         FROM users u LEFT JOIN terms_acceptance ta ON ta.userId = u.id WHERE ta.id IS NULL ORDER BY u.id LIMIT ${scale - Number(accepted)}`,
    );
  }
  await db.query('ANALYZE TABLE users, consultants, charities, projects, reviews, terms_acceptance');
}

/**
 * Issue 22, the member lists at the scale's own size: each list, each sort, depthFigures
 * (ms per request / the database server's CPU ms per request), and the charities' middle page SQL run directly, as
 * the app wrote it before (whole rows sorted, offset) and now (ids first from the sort's index, nearer end).
 */
async function memberSortFigures(db, dbPid, cookie, scale) {
  await growMembersToScale(db, scale);
  const figures = {};
  for (const [name, path, sorts] of MEMBER_LIST_SORTS) {
    for (const sort of sorts) {
      const query = `pageSize=${PAGE_SIZE}${sort ? `&sort=${sort}&order=asc` : ''}`;
      figures[`${name}:${sort ?? 'default'}`] = await depthFigures(dbPid, cookie, (page) => `${BASE}${path}?${query}&${page}`);
    }
  }
  return { memberSorts: figures, charitySql: await charitySql(db) };
}

/** The charities' middle page, registered newest first, by the statements before and after issue 22's change. */
async function charitySql(db) {
  const [[{ total }]] = await db.query('SELECT COUNT(*) AS total FROM charities');
  const offset = Math.floor(Number(total) / 2 / PAGE_SIZE) * PAGE_SIZE;
  const columns = `c.id, c.userId, u.organisation, u.name, u.email, c.membershipTier, c.membershipActive, c.membershipExpiry, u.createdAt, u.lastLoginAt, c.mission`;
  const before = `SELECT ${columns} FROM charities c INNER JOIN users u ON u.id = c.userId ORDER BY u.createdAt DESC, c.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
  const counts = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'].map((s) => `(SELECT COUNT(*) FROM projects p WHERE p.charityId = c.id AND p.status = '${s}') AS projects_${s}`).join(', ');
  // The page's ids from one table's index: the charity accounts' (role, column) index for the users' columns, the
  // charities' own index for theirs (charity-admin.repository.ts, pageIds); a page past the middle from the far end.
  const idsFirst = (order, reversed) => {
    const ids = order(false).startsWith('u.') ? ["SELECT u.id AS pageKey FROM users u WHERE u.role = 'charity'", 'c.userId'] : ['SELECT c.id AS pageKey FROM charities c', 'c.id'];
    return `SELECT ${columns}, ${counts} FROM (${ids[0]} ORDER BY ${order(reversed)} LIMIT ${PAGE_SIZE} OFFSET ${reversed ? Number(total) - offset - PAGE_SIZE : offset}) page
       INNER JOIN charities c ON ${ids[1]} = page.pageKey INNER JOIN users u ON u.id = c.userId ORDER BY ${order(false)}`;
  };
  const registered = (reversed) => (reversed ? 'u.createdAt ASC, u.id ASC' : 'u.createdAt DESC, u.id DESC');
  const organisation = (reversed) => (reversed ? 'u.organisation DESC, u.id DESC' : 'u.organisation ASC, u.id ASC');
  const tier = (reversed) => (reversed ? 'c.membershipTier DESC, c.id DESC' : 'c.membershipTier ASC, c.id ASC');
  const run = async (sql) => ({ ms: await timed(() => db.query(sql)), plan: explainKeys((await db.query(`EXPLAIN ${sql}`))[0]) });
  return {
    beforeMiddle: await run(before),
    count: await run('SELECT COUNT(*) AS total FROM charities c'),
    registeredMiddle: await run(idsFirst(registered, false)),
    registeredLast: await run(idsFirst(registered, true)),
    registeredDeepest: await run(idsFirst(registered, false).replace(`OFFSET ${offset}`, `OFFSET ${Math.min(offset, MAX_DEPTH)}`)),
    organisationMiddle: await run(idsFirst(organisation, false)),
    tierMiddle: await run(idsFirst(tier, false)),
  };
}

function printMemberSorts(scale, { memberSorts, charitySql }) {
  console.log(`\n${scale}: admin lists over member-made tables grown to the scale, each sort (ms per request / DB CPU ms per request)`);
  console.table(memberSorts);
  console.log(`${scale}: charities middle page SQL run directly (median ms, plan):`);
  for (const [label, { ms, plan }] of Object.entries(charitySql)) console.log(`  ${label}: ${ms} ms  ${plan}`);
}

function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

async function csvFigures(appPid, cookie) {
  const before = rssKb(appPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(appPid))), 20);
  const started = process.hrtime.bigint();
  const res = await fetch(`${BASE}/api/admin/audit-log?format=csv`, { headers: { cookie } });
  let firstByteMs = null;
  let lines = 0;
  for await (const chunk of res.body) {
    if (firstByteMs === null) firstByteMs = Number(process.hrtime.bigint() - started) / 1e6;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sampler);
  return { rows: lines - 1, firstByteMs: round(firstByteMs ?? 0), lastByteMs: Math.round(totalMs), rssGrowthMb: round((peak - before) / 1024, 1) };
}

async function appCpuPerRequest(appPid, url, cookie, times = 300) {
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const before = cpuMs(appPid);
  for (let i = 0; i < times; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  return round((cpuMs(appPid) - before) / times, 3);
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('backend/dist is missing: run `npm run build -w backend` first.');
  const schema = await throwAwaySchema(process.env.BENCH_GROWTH_SCHEMA || 'cb_bench_growth');
  const db = await mysql.createConnection({ uri: schema.url });
  let app;
  try {
    execFileSync(process.execPath, [path.join(DIST, 'seed.js')], { env: { ...env(schema.url), NODE_ENV: 'development', SEED_DEMO: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] });
    app = spawn(process.execPath, [path.join(DIST, 'main.js')], { env: env(schema.url), stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForHealth(PORT, app);
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const { DEMO_PASSWORD } = require(path.join(DIST, 'seed/demo-data'));
    const charity = await signIn(CHARITY, DEMO_PASSWORD);
    const [[project]] = await db.query('SELECT p.id, p.charityId FROM projects p ORDER BY p.id LIMIT 1');
    const [[reader]] = await db.query('SELECT id FROM users WHERE username = ?', [CHARITY]);
    const [[sender]] = await db.query("SELECT id FROM users WHERE role = 'consultant' ORDER BY id LIMIT 1");
    const [[other]] = await db.query('SELECT COALESCE(MAX(id), 0) + 1000000 AS id FROM projects');
    // The server this schema is on (its pid file), not the first mariadbd on the machine.
    const [[{ pidFile }]] = await db.query('SELECT @@pid_file AS pidFile');
    const dbPid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : pidOf(['mariadbd', 'mysqld']);
    const rows = [];
    for (const scale of SCALES) {
      const loading = Date.now();
      await growTo(db, 'audit_log', scale, 'action, actorUserId, subjectType, subjectId, details, createdAt',
        "ELT(1 + seq % 4, 'login', 'profile_updated', 'application_approved', 'terms_signed'), NULL, 'user', seq, NULL, NOW() - INTERVAL seq SECOND");
      await growTo(db, 'form_submissions', Math.max(100, scale / 10), 'formType, enquirerName, enquirerEmail, messageContent, submittedAt',
        "'get_matched', CONCAT('Enquirer ', seq), CONCAT('e', seq, '@example.org'), 'Hello', NOW() - INTERVAL seq SECOND");
      // The project's share first (up to 10,000), the rest of the table in a project id no row points to.
      const [[{ mine }]] = await db.query('SELECT COUNT(*) AS mine FROM messages WHERE projectId = ?', [project.id]);
      const wantMine = Math.min(PROJECT_MESSAGES, scale);
      if (wantMine > Number(mine)) {
        await db.query(`INSERT INTO messages (projectId, senderId, content, createdAt, isRead, notifiedAt) SELECT ?, ?, CONCAT('Message ', seq), NOW() - INTERVAL seq MINUTE, 1, NOW() FROM seq_1_to_${wantMine - Number(mine)}`, [project.id, sender.id]);
      }
      await db.query('SET FOREIGN_KEY_CHECKS = 0');
      await growTo(db, 'messages', scale, 'projectId, senderId, content, createdAt, isRead, notifiedAt', `${Number(other.id)}, ${Number(sender.id)}, 'Elsewhere', NOW() - INTERVAL seq MINUTE, 1, NOW()`);
      await db.query('SET FOREIGN_KEY_CHECKS = 1');
      await growTo(db, 'mail_outbox', Math.max(100, scale / 10), 'template, toAddress, subject, textBody, status, attempts, nextAttemptAt, createdAt',
        "'welcome', CONCAT('m', seq, '@example.org'), 'Welcome', '', IF(seq % 100 = 0, 'failed', 'sent'), 1, NOW() - INTERVAL seq SECOND, NOW() - INTERVAL seq SECOND");
      await db.query('ANALYZE TABLE audit_log, form_submissions, messages, mail_outbox');
      const loadSeconds = round((Date.now() - loading) / 1000, 1);

      const messages = await messagesFigures(db, project.id, reader.id);
      const lastAudit = Math.ceil(scale / PAGE_SIZE);
      const formRows = Math.max(100, scale / 10);
      const lastForm = Math.ceil(formRows / PAGE_SIZE);
      const listUrl = (path, query) => `${BASE}${path}?pageSize=${PAGE_SIZE}&${query}`;
      const audit = {};
      for (const [label, page] of [['top', 1], ['deepest', deepestByNumber(scale)], ['end', lastAudit]]) {
        audit[label] = await perRequest(dbPid, listUrl('/api/admin/audit-log', `page=${page}`), admin);
      }
      const middleStatus = await statusOf(listUrl('/api/admin/audit-log', `page=${Math.ceil(lastAudit / 2)}`), admin);
      audit.middle = middleStatus === 200 ? await perRequest(dbPid, listUrl('/api/admin/audit-log', `page=${Math.ceil(lastAudit / 2)}`), admin) : { ms: null, cpu: null };
      const forms = await perRequest(dbPid, listUrl('/api/admin/form-submissions', `page=${lastForm}`), admin);
      const formsDeepest = await perRequest(dbPid, listUrl('/api/admin/form-submissions', `page=${deepestByNumber(formRows)}`), admin);
      // Cursors as the pages above hand them out: the page after the top, after the deepest by number, before the end.
      const cursor = {};
      for (const [label, page, side] of [['top', 1, 'nextCursor'], ['middle', deepestByNumber(scale), 'nextCursor'], ['end', lastAudit, 'previousCursor']]) {
        const from = await getJson(listUrl('/api/admin/audit-log', `page=${page}`), admin);
        cursor[label] = await perRequest(dbPid, listUrl('/api/admin/audit-log', `cursor=${from[side]}`), admin);
      }
      const formsMiddle = await getJson(listUrl('/api/admin/form-submissions', `page=${deepestByNumber(formRows)}`), admin);
      const formsCursor = await perRequest(dbPid, listUrl('/api/admin/form-submissions', `cursor=${formsMiddle.nextCursor}`), admin);
      const mail = await mailFigures(db, dbPid, admin, formRows);
      await growMembers(db, formRows);
      const members = await memberListFigures(db, dbPid, admin);
      const traffic = process.env.BENCH_GROWTH_TRAFFIC === '0' ? {} : await trafficListFigures(db, dbPid, admin, scale);
      const memberSorts = process.env.BENCH_GROWTH_MEMBER_SORTS === '0' ? null : await memberSortFigures(db, dbPid, admin, Math.min(scale, MEMBER_SCALE_MAX));
      const sql = await auditSql(db, scale);
      const csv = await csvFigures(app.pid, admin);
      rows.push({
        scale,
        loadSeconds,
        messagesPageMs: messages.pageMs,
        messagesPagePlan: messages.pagePlan,
        markReadMs: messages.markMs,
        markReadPlan: messages.markPlan,
        auditTopMs: audit.top.ms,
        auditMiddleStatus: middleStatus,
        auditMiddleMs: audit.middle.ms,
        auditMiddleDbCpuMs: audit.middle.cpu,
        auditDeepestByNumberMs: audit.deepest.ms,
        auditDeepestByNumberDbCpuMs: audit.deepest.cpu,
        auditEndMs: audit.end.ms,
        auditEndDbCpuMs: audit.end.cpu,
        auditCursorTopMs: cursor.top.ms,
        auditCursorAfterDeepestMs: cursor.middle.ms,
        auditCursorAfterDeepestDbCpuMs: cursor.middle.cpu,
        auditCursorEndMs: cursor.end.ms,
        auditMiddleOffsetSqlMs: sql.offsetMs,
        auditDeepestByNumberSqlMs: sql.deepestMs,
        auditMiddleKeysetSqlMs: sql.keysetMs,
        auditOffsetPlan: sql.offsetPlan,
        auditKeysetPlan: sql.keysetPlan,
        formsEndMs: forms.ms,
        formsEndDbCpuMs: forms.cpu,
        formsDeepestByNumberMs: formsDeepest.ms,
        formsDeepestByNumberDbCpuMs: formsDeepest.cpu,
        formsCursorAfterDeepestMs: formsCursor.ms,
        formsCursorAfterDeepestDbCpuMs: formsCursor.cpu,
        ...mail,
        ...members,
        ...traffic,
        csvRows: csv.rows,
        csvFirstByteMs: csv.firstByteMs,
        csvLastByteMs: csv.lastByteMs,
        csvRssGrowthMb: csv.rssGrowthMb,
        projectsCpuMs: await appCpuPerRequest(app.pid, `${BASE}/api/projects`, charity),
        healthCpuMs: await appCpuPerRequest(app.pid, `${BASE}/api/health`),
        authUserCpuMs: await appCpuPerRequest(app.pid, `${BASE}/api/auth/user`, charity),
      });
      console.log(JSON.stringify(rows[rows.length - 1]));
      if (memberSorts) printMemberSorts(scale, memberSorts);
    }
    console.log(`\nGrowth (MariaDB/MySQL, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}); ms are medians, CPU ms per request from /proc`);
    console.table(rows.map(({ messagesPagePlan, markReadPlan, auditOffsetPlan, auditKeysetPlan, ...figures }) => figures));
    for (const row of rows) {
      console.log(`${row.scale}: messages page plan ${row.messagesPagePlan}; mark-read plan ${row.markReadPlan}`);
      console.log(`${row.scale}: audit middle page plan by offset ${row.auditOffsetPlan}; by keyset ${row.auditKeysetPlan}`);
    }
  } finally {
    if (app) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    await db.end();
    // BENCH_GROWTH_KEEP=1 leaves the grown schema for a rerun of one figure (e.g. the CSV export) by hand.
    await (process.env.BENCH_GROWTH_KEEP ? schema.close() : schema.drop());
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
