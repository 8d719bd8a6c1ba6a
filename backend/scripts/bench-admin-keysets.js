'use strict';
// Issue 22 (decision 22, "Projects, membership requests and reviews by cursor"): the middle page (offset 50,000 of
// 100,000) of the admin projects, membership requests and reviews lists on MariaDB, SQL only: the statement each list
// ran before (joins, ORDER BY, OFFSET, and its COUNT) against the one it runs now (the page's ids by keyset through
// the sort's index, then those rows joined), a page by number 10,000 deep, the capped totals and the first pages
// under a filter, with EXPLAIN. A throw-away schema migrated by this build (BENCH_MYSQL_URL, default the local server).
//   npm run build -w backend && node backend/scripts/bench-admin-keysets.js
const path = require('node:path');
const mysql = require('mysql2/promise');
const { DataSource } = require('typeorm');
const { throwAwaySchema } = require('./bench-schema');

const { MIGRATIONS } = require(path.resolve(__dirname, '../dist/database/migrations'));

const ROWS = 100_000;
const MIDDLE = ROWS / 2;
const PAGE = 20;
const SCHEMA = process.env.BENCH_KEYSETS_SCHEMA || 'cb_bench_keysets';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(run, times = 7) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return Math.round(median(ms) * 10) / 10;
}
const explainKeys = (rows) => rows.map((row) => `${row.table}:${row.key ?? 'SCAN'}(${row.rows})${/filesort/.test(row.Extra ?? '') ? '+filesort' : ''}`).join(' ');

/** `c0 <= ? AND (c0 < ? OR (c0 = ? AND (c1 < ? OR (c1 = ? AND id < ?))))` as keyset.ts writes it. */
function keyset(columns, op) {
  const args = [];
  const nest = (i) => {
    args.push(i);
    if (i === columns.length - 1) return `${columns[i]} ${op} ?`;
    args.push(i);
    return `(${columns[i]} ${op} ? OR (${columns[i]} = ? AND ${nest(i + 1)}))`;
  };
  const body = nest(0);
  return { sql: `${columns[0]} ${op}= ? AND ${body}`, argIndexes: [0, ...args] };
}

async function main() {
  const schema = await throwAwaySchema(SCHEMA);
  const migrated = new DataSource({ type: 'mariadb', url: schema.url, migrations: MIGRATIONS, timezone: 'Z', charset: 'utf8mb4' });
  await migrated.initialize();
  await migrated.runMigrations();
  await migrated.destroy();
  const db = await mysql.createConnection({ uri: schema.url, timezone: 'Z' });
  for (const role of ['charity', 'consultant']) {
    await db.query(
      `INSERT INTO users (username, password, email, emailNormalized, name, organisation, role, createdAt)
       SELECT CONCAT(?, seq), 'x', CONCAT(?, seq, '@example.org'), CONCAT(?, seq, '@example.org'), CONCAT('Member ', seq), CONCAT('Org ', seq), ?, NOW() FROM seq_1_to_1000`,
      [role, role, role, role],
    );
  }
  await db.query(`INSERT INTO charities (userId, foundingYear) SELECT id, 2000 FROM users WHERE role = 'charity'`);
  await db.query(`INSERT INTO consultants (userId, expertise, isApproved) SELECT id, '["Finance"]', 1 FROM users WHERE role = 'consultant'`);
  const statuses = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'];
  await db.query(
    `INSERT INTO projects (title, description, charityId, consultantId, expertiseRequired, status, statusRank, createdAt)
     SELECT CONCAT('Project ', LPAD(seq * 7919 % 100000, 6, '0')), 'A project', 1 + seq % 1000, IF(seq % 3 = 0, NULL, 1 + seq % 1000), '["finance"]',
            ELT(1 + seq % 5, ${statuses.map((s) => `'${s}'`).join(', ')}), seq % 5, NOW() - INTERVAL seq SECOND FROM seq_1_to_${ROWS}`,
  );
  await db.query(
    `INSERT INTO membership_requests (charityId, kind, status, createdAt, handledAt, openRank, statusRank, kindRank)
     SELECT 1 + seq % 1000, ELT(1 + seq % 3, 'activate', 'renew', 'change_tier'), IF(seq % 10 = 0, 'pending', IF(seq % 2, 'done', 'declined')),
            NOW() - INTERVAL seq SECOND, NULL, IF(seq % 10 = 0, 1, 0), IF(seq % 10 = 0, 0, IF(seq % 2, 1, 2)), seq % 3 FROM seq_1_to_${ROWS}`,
  );
  await db.query(
    `INSERT INTO reviews (projectId, side, authorUserId, charityId, consultantId, expertise, communication, impact, rating, text, anonymous, submittedAt, publishedAt, publishedSortAt, scoreSortKey)
     SELECT seq, 'charity', NULL, 1 + seq % 1000, 1 + seq % 1000, 1 + seq % 5, 1 + seq % 4, 1 + seq % 3, NULL, 'Good', 0, NOW() - INTERVAL seq SECOND,
            IF(seq % 4 = 0, NULL, NOW() - INTERVAL seq SECOND + INTERVAL 1 DAY), IF(seq % 4 = 0, '1970-01-01', NOW() - INTERVAL seq SECOND + INTERVAL 1 DAY),
            (1 + seq % 5) + (1 + seq % 4) + (1 + seq % 3) FROM seq_1_to_${ROWS}`,
  );
  // One review in a hundred hidden (published ones only).
  await db.query("UPDATE reviews SET hiddenAt = publishedAt, hiddenReason = 'Off topic' WHERE publishedAt IS NOT NULL AND id % 100 = 1");
  await db.query('UPDATE reviews SET stateRank = CASE WHEN hiddenAt IS NOT NULL THEN 2 WHEN publishedAt IS NOT NULL THEN 1 ELSE 0 END');
  await db.query('ANALYZE TABLE users, charities, consultants, projects, membership_requests, reviews');

  const projectRows = `SELECT p.id, p.title, p.description, p.status, p.createdAt, p.startDate, p.endDate, p.expertiseRequired,
       c.id AS charityId, COALESCE(cu.organisation, cu.name) AS charityName, cu.name AS charityContactName, cu.email AS charityContactEmail,
       co.id AS consultantId, ku.name AS consultantName
  FROM projects p INNER JOIN charities c ON c.id = p.charityId INNER JOIN users cu ON cu.id = c.userId
  LEFT JOIN consultants co ON co.id = p.consultantId LEFT JOIN users ku ON ku.id = co.userId`;
  const requestRows = `SELECT r.id AS requestId, r.charityId, r.kind, r.requestedTier, r.status, r.createdAt, r.handledAt, c.id, c.userId, COALESCE(u.organisation, u.name) AS name,
       u.name AS contactName, u.email AS contactEmail, c.membershipTier, c.membershipActive, c.membershipExpiry, c.membershipReminderSentFor
  FROM membership_requests r INNER JOIN charities c ON c.id = r.charityId INNER JOIN users u ON u.id = c.userId`;
  const reviewRows = `SELECT r.id, r.projectId, p.title AS projectTitle, r.side, r.consultantId, ku.name AS consultantName, COALESCE(cu.organisation, cu.name) AS charityName,
       r.expertise, r.communication, r.impact, r.rating, r.text, r.anonymous, r.submittedAt, r.publishedAt, r.hiddenAt, r.hiddenReason, r.replyText
  FROM reviews r INNER JOIN projects p ON p.id = r.projectId INNER JOIN charities c ON c.id = r.charityId INNER JOIN users cu ON cu.id = c.userId
  INNER JOIN consultants k ON k.id = r.consultantId INNER JOIN users ku ON ku.id = k.userId`;

  const cases = [
    { list: 'projects', sort: 'default (createdAt desc)', table: 'projects', alias: 'p', rows: projectRows, oldOrder: 'p.createdAt DESC, p.id DESC', keys: ['createdAt', 'id'], dir: 'DESC' },
    { list: 'projects', sort: 'title asc', table: 'projects', alias: 'p', rows: projectRows, oldOrder: 'p.title ASC, p.id ASC', keys: ['title', 'id'], dir: 'ASC' },
    { list: 'projects', sort: 'status desc', table: 'projects', alias: 'p', rows: projectRows, oldOrder: 'p.status DESC, p.createdAt DESC, p.id DESC', keys: ['statusRank', 'createdAt', 'id'], dir: 'DESC' },
    { list: 'membership', sort: 'default (open first)', table: 'membership_requests', alias: 'r', rows: requestRows, oldOrder: "CASE WHEN r.status = 'pending' THEN 0 ELSE 1 END, r.createdAt DESC, r.id DESC", keys: ['openRank', 'createdAt', 'id'], dir: 'DESC' },
    { list: 'membership', sort: 'type asc', table: 'membership_requests', alias: 'r', rows: requestRows, oldOrder: 'r.kind ASC, r.id ASC', keys: ['kindRank', 'id'], dir: 'ASC' },
    { list: 'membership', sort: 'status asc', table: 'membership_requests', alias: 'r', rows: requestRows, oldOrder: 'r.status ASC, r.createdAt ASC, r.id ASC', keys: ['statusRank', 'createdAt', 'id'], dir: 'ASC' },
    { list: 'reviews', sort: 'default (submittedAt desc)', table: 'reviews', alias: 'r', rows: reviewRows, oldOrder: 'r.submittedAt DESC, r.id DESC', keys: ['submittedAt', 'id'], dir: 'DESC' },
    { list: 'reviews', sort: 'publishedAt desc', table: 'reviews', alias: 'r', rows: reviewRows, oldOrder: 'r.publishedAt DESC, r.id DESC', keys: ['publishedSortAt', 'id'], dir: 'DESC' },
    { list: 'reviews', sort: 'score desc', table: 'reviews', alias: 'r', rows: reviewRows, oldOrder: 'COALESCE(r.rating * 3, r.expertise + r.communication + r.impact) DESC, r.id DESC', keys: ['scoreSortKey', 'id'], dir: 'DESC' },
  ];
  console.log(`rows ${ROWS}, page ${PAGE}, middle offset ${MIDDLE}; median of 7 runs, ms; ${new Date().toISOString()}`);
  for (const c of cases) {
    const a = c.alias;
    const old = `${c.rows} ORDER BY ${c.oldOrder} LIMIT ${PAGE} OFFSET ${MIDDLE}`;
    const oldCount = `SELECT COUNT(*) FROM ${c.table}`;
    const terms = c.keys.map((k) => `${a}.${k} ${c.dir}`).join(', ');
    const [[pivot]] = await db.query(`SELECT ${c.keys.join(', ')} FROM ${c.table} ${a} ORDER BY ${terms} LIMIT 1 OFFSET ${MIDDLE}`);
    const { sql, argIndexes } = keyset(c.keys.map((k) => `${a}.${k}`), c.dir === 'DESC' ? '<' : '>');
    const args = argIndexes.map((i) => pivot[c.keys[i]]);
    const ids = `SELECT ${a}.id AS pageId FROM ${c.table} ${a} WHERE ${sql} ORDER BY ${terms} LIMIT ${PAGE + 1}`;
    const keysetPage = `${c.rows} INNER JOIN (${ids}) page ON page.pageId = ${a}.id ORDER BY ${terms}`;
    const tail = `SELECT COUNT(*) AS n, (SELECT MAX(id) FROM ${c.table}) AS maxId FROM ${c.table} ${a} WHERE ${a}.id > ?`;
    const [oldPlan] = await db.query(`EXPLAIN ${old}`);
    const [newPlan] = await db.query(`EXPLAIN ${keysetPage}`, args);
    const oldMs = await timed(() => db.query(old), 3);
    const oldCountMs = await timed(() => db.query(oldCount), 3);
    const newMs = await timed(() => db.query(keysetPage, args));
    const tailMs = await timed(() => db.query(tail, [ROWS]));
    const deep = `${c.rows} INNER JOIN (SELECT ${a}.id AS pageId FROM ${c.table} ${a} ORDER BY ${terms} LIMIT ${PAGE} OFFSET 10000) page ON page.pageId = ${a}.id ORDER BY ${terms}`;
    const deepMs = await timed(() => db.query(deep));
    console.log(`${c.list.padEnd(10)} ${c.sort.padEnd(26)} old page ${oldMs} + count ${oldCountMs} | cursor page ${newMs} + total tail ${tailMs} | by number at depth 10,000: ${deepMs}`);
    console.log(`   old plan: ${explainKeys(oldPlan)}`);
    console.log(`   new plan: ${explainKeys(newPlan)}`);
  }
  const capped = async (label, where, table) => {
    const sql = `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT 10001) capped`;
    console.log(`capped total ${label}: ${await timed(() => db.query(sql))} ms; ${explainKeys((await db.query(`EXPLAIN ${sql}`))[0])}`);
  };
  await capped("projects status='pending' (20,000 rows)", "status = 'pending'", 'projects');
  await capped("reviews side='charity' (100,000 rows)", "side = 'charity'", 'reviews');
  await capped('reviews state=pending (25,000 rows)', 'stateRank = 0', 'reviews');
  await capped('reviews state=hidden (750 rows)', 'stateRank = 2', 'reviews');
  for (const [label, where] of [['hidden', 'r.stateRank = 2'], ['pending', 'r.stateRank = 0'], ['published', 'r.stateRank = 1']]) {
    for (const order of ['r.submittedAt DESC, r.id DESC', 'r.publishedSortAt DESC, r.id DESC', 'r.scoreSortKey DESC, r.id DESC']) {
      const sql = `SELECT r.id AS pageId FROM reviews r WHERE ${where} ORDER BY ${order} LIMIT 21`;
      console.log(`reviews state=${label} first page ids by ${order}: ${await timed(() => db.query(sql))} ms; ${explainKeys((await db.query(`EXPLAIN ${sql}`))[0])}`);
    }
  }
  for (const [label, where] of [['pending', "p.status = 'pending'"], ['cancelled', "p.status = 'cancelled'"]]) {
    for (const order of ['p.createdAt DESC, p.id DESC', 'p.title ASC, p.id ASC']) {
      const sql = `SELECT p.id AS pageId FROM projects p WHERE ${where} ORDER BY ${order} LIMIT 21`;
      console.log(`projects status=${label} first page ids by ${order}: ${await timed(() => db.query(sql))} ms; ${explainKeys((await db.query(`EXPLAIN ${sql}`))[0])}`);
    }
  }
  await db.end();
  await schema.drop();
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
